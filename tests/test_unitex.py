"""Unitex resources: .grf graphs compiled to stages, a Unitex .csc cascade, and DELAF .dic lexicons.

The fixture language tests/fixtures/unitex/grammars/uni is a CasSys cascade of graphs (its
cascade.csc is in Unitex's format and names .fst2 files; Date.grf is UTF-16 with a byte-order mark,
as Unitex saves graphs) over a lexicon of DELAF .dic files (places.dic in UTF-16, first-names.dic in
UTF-8 with a BOM). The expected
results are derived by hand from the Unitex manual's semantics; the reasoning is written next to
each case.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pynini
import pytest

import fstdeid
from fstdeid import GrammarError
from fstdeid.casefiles import mark_spans
from fstdeid.compiler import StageCompiler
from fstdeid.features import Alphabet
from fstdeid.grammar import atoms_of
from fstdeid.language import Language
from fstdeid.lexicon import load_lexicon_dir, source_files
from fstdeid.rules import parse_rules
from fstdeid.unitex import compile_graph, read_grf, split_box

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "unitex"
UNI_GRAMMARS = FIXTURE / "grammars" / "uni"
UNI_LEXICONS = FIXTURE / "lexicons" / "uni"

HEADER = ("#Unigraph\nSIZE 1188 840\nFONT Times New Roman:  10\nOFONT Times New Roman:B 10\nBCOLOR 16777215\n"
          "FCOLOR 0\nACOLOR 13487565\nSCOLOR 16711680\nCCOLOR 255\nDBOXES y\nDFRAME y\nDDATE y\nDFILE y\nDDIR n\n"
          "DRIG n\nDRST n\nFITS 100\nPORIENT L\n#\n")


def write_grf(path: Path, boxes: list[tuple[str, list[int]]]) -> Path:
    """A graph file: boxes are (content as written in the file, transitions); box 0 initial, 1 final."""
    lines = [HEADER + str(len(boxes))]
    for i, (content, trans) in enumerate(boxes):
        lines.append(f'"{content}" {70 + 100 * i} 200 {len(trans)} ' + "".join(f"{t} " for t in trans))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def tagged(content: str) -> list[tuple[str, list[int]]]:
    """A graph {CONTENT,.NE+X}: one box between the tag's outputs."""
    return [("<E>/{", [2]), ("", []), (content, [3]), ("<E>/,.NE+X}", [1])]


@pytest.fixture(scope="module")
def uni(tmp_path_factory):
    return fstdeid.load(grammar_dir=UNI_GRAMMARS, lexicon_dir=UNI_LEXICONS, cache_dir=tmp_path_factory.mktemp("c"))


# -- the fixture cascade, case by case ---------------------------------------------------------------------

# (input, expected, why -- from the Unitex manual's semantics)
UNITEX_CASES = [
    # Date.grf = {<NB> de :Month (de <NB>)? ,.NE+FECHA}; Month.grf = enero+febrero+Marzo+"ABRIL".
    ("el 5 de enero de 2020.", "el [[5 de enero de 2020|FECHA]].",
     "longest match: the optional 'de <NB>' path is taken; '.' is outside every box"),
    ("5 DE ENERO", "[[5 DE ENERO|FECHA]]",
     "a word written in lower case in a box matches the token in any case"),
    ("5 de marzo", "5 de marzo",
     "'Marzo' has a capital: a capital in the graph must be a capital in the text"),
    ("5 de MARZO", "[[5 de MARZO|FECHA]]",
     "lower-case letters of 'Marzo' match capitals too (M, then A R Z O)"),
    ("5 de abril; 5 de ABRIL", "5 de abril; [[5 de ABRIL|FECHA]]",
     "\"ABRIL\" is quoted: exact case only"),
    # Code.grf = {<MAJ> # <NB> ,.NE+ID}
    ("K12345 y K 12345", "[[K12345|ID]] y K 12345",
     "# forbids a space between the letter and the number"),
    ("k12345", "k12345", "<MAJ> is a word in capitals"),
    # Places.grf = {<N+Top> ,.NE+LUGAR} with places.dic (DELAF)
    ("vive en Madrid, madrid, MADRID", "vive en [[Madrid|LUGAR]], [[madrid|LUGAR]], [[MADRID|LUGAR]]",
     "the entry 'madrid' is in lower case: it matches any case of the token"),
    ("parís, París y PARÍS", "parís, [[París|LUGAR]] y [[PARÍS|LUGAR]]",
     "the entry 'París' has a capital: it matches París and PARÍS, not parís"),
    ("de Santa Cruz de Tenerife a SANTA CRUZ DE TENERIFE",
     "de [[Santa Cruz de Tenerife|LUGAR]] a [[SANTA CRUZ DE TENERIFE|LUGAR]]",
     "a compound entry is one lexical unit for <N+Top>"),
    ("pan", "pan", "the entry 'pan' is N but not N+Top"),
    # Names.grf = (Dr+Dra) .? {(<PRE>+<N+Prenom>)+ ,.NE+persName}: the title is matched before '{'
    ("Dr. Luis y Dra Carmen", "Dr. [[Luis|PERSONA]] y Dra [[Carmen|PERSONA]]",
     "the title is outside the braces: Unitex leaves it untagged; '.' is optional"),
    ("Dr. juan", "Dr. [[juan|PERSONA]]",
     "'juan' is no <PRE> but the dictionary entry juan,Juan.N+Prenom (lower case: any case)"),
    ("juan y María", "juan y María", "no title: Names does not apply"),
    # Role.grf = {<PRE> ,.NE+persName+role} $[ ( (enfermera+enfermero) $]: a right context
    ("García (enfermera) y López (médico)", "[[García|PERSONA]] (enfermera) y López (médico)",
     "the right context must be there but is not tagged"),
    # Group.grf, Replace, *: {<NE+persName> (y+,) <NE+persName> ,.NE+persName+group} over earlier tags
    ("Dr. Luis y Dra Carmen y García (enfermera)", "Dr. [[Luis|PERSONA]] y Dra [[Carmen y García|PERSONA]] (enfermera)",
     "a mask <NE+persName> matches the tags of earlier stages (CasSys); 'Dra' is no tag, so Luis stays alone"),
    ("Dr. Luis , García (enfermera)", "Dr. [[Luis , García|PERSONA]] (enfermera)",
     "the protected comma \\, of the box 'y+\\,' is a comma token"),
]


@pytest.mark.parametrize("text, expected, why", UNITEX_CASES, ids=[c[0] for c in UNITEX_CASES])
def test_the_graph_cascade_matches_as_unitex_would(uni, text, expected, why):
    assert mark_spans(uni.annotate(text)) == expected, why


def test_the_unitex_cascade_file(uni):
    """cascade.csc in Unitex's own format: .fst2 names, \\ separators, M/R, optional columns."""
    lines = Language.from_dirs(UNI_GRAMMARS, UNI_LEXICONS).cascade()
    assert [(ln.file, ln.mode, ln.enabled, ln.repeat) for ln in lines] == [
        ("graphs/Date.grf", "merge", True, False), ("graphs/Code.grf", "merge", True, False),
        ("graphs/Places.grf", "merge", True, False), ("graphs/Names.grf", "merge", True, False),
        ("graphs/Role.grf", "merge", True, False), ("graphs/Group.grf", "replace", True, True),
        ("graphs/Off.grf", "merge", False, False)]
    assert [info.name for info, _ in uni.cascade.stages] == ["Date", "Code", "Places", "Names", "Role", "Group"]


def test_group_is_replace_mode_and_keeps_no_nested_tags(uni):
    ann = uni.annotate("Dr. Luis , García (enfermera)")
    (top,) = [t for t in ann.tags if t.label]
    assert (top.stage, top.rule, top.codes, top.children) == ("Group", "Group", ("NE", "persName", "group"), ())


def test_every_source_is_hashed(tmp_path):
    """Sub-graphs and .dic files are sources: editing one recompiles."""
    root = tmp_path / "u"
    shutil.copytree(FIXTURE, root)
    lang = Language.from_dirs(root / "grammars" / "uni", root / "lexicons" / "uni")
    files = {p.name for p in lang.source_files()}
    assert {"Month.grf", "Date.grf", "cascade.csc"} <= files
    assert {p.name for p in source_files(root / "lexicons" / "uni" / "places")} >= {"places.dic", "first-names.dic"}
    d1 = fstdeid.load(grammar_dir=root / "grammars" / "uni", lexicon_dir=root / "lexicons" / "uni", cache_dir=tmp_path)
    assert mark_spans(d1.annotate("5 de febrero")) == "[[5 de febrero|FECHA]]"
    month = root / "grammars" / "uni" / "graphs" / "Month.grf"
    month.write_text(month.read_text(encoding="utf-8").replace("enero+febrero", "enero"), encoding="utf-8")
    d2 = fstdeid.load(grammar_dir=root / "grammars" / "uni", lexicon_dir=root / "lexicons" / "uni", cache_dir=tmp_path)
    assert mark_spans(d2.annotate("5 de febrero")) == "5 de febrero"


def test_dic_files_are_delaf_lexicons():
    lx = load_lexicon_dir(UNI_LEXICONS / "places")
    assert [(a.lemma, a.codes) for a in lx.lookup("PARÍS")] == [("Paris", ("N", "Top"))]
    assert [(a.lemma, a.codes, a.infl) for a in lx.lookup("María")] == [("María", ("N", "Prenom"), ("fs",))]
    assert lx.lookup("parís") == ()


# -- reading .grf files ----------------------------------------------------------------------------------


def test_read_grf_utf16_header_and_boxes():
    g = read_grf(UNI_GRAMMARS / "graphs" / "Date.grf")  # UTF-16LE with a byte-order mark, as Unitex writes
    assert len(g.boxes) == 8
    assert (g.boxes[0].content, g.boxes[0].output, g.boxes[0].transitions) == ("<E>/{", "{", [2])
    assert g.boxes[4].lines[0][0].kind == "call" and g.boxes[4].lines[0][0].value == "Month"
    assert g.boxes[7].output == ",.NE+FECHA}"


@pytest.mark.parametrize("content, lines, output", [
    ("Dr+Dra", [[("word", "Dr")], [("word", "Dra")]], None),
    ("<E>/{", [[("epsilon", "")]], "{"),
    ('\\"ABRIL\\"+abril', [[("quoted", "ABRIL")], [("word", "abril")]], None),
    ("1\\+1", [[("word", "1"), ("word", "+"), ("word", "1")]], None),  # \+ is a plus sign, not a separator
    ("a\\/b/OUT", [[("word", "a"), ("word", "/"), ("word", "b")]], "OUT"),
    ("<N+Top>+<MAJ>", [[("mask", "N+Top")], [("mask", "MAJ")]], None),
    ("Centro de Salud", [[("word", "Centro"), ("word", "de"), ("word", "Salud")]], None),
    ("<MAJ> # <NB>", [[("mask", "MAJ"), ("attached", ""), ("mask", "NB")]], None),
    ('a \\" \\" b', [[("word", "a"), ("space", ""), ("word", "b")]], None),
    ("Jean-Pierre l'Abbé", [[("word", "Jean"), ("word", "-"), ("word", "Pierre"), ("word", "l"), ("word", "'"),
                             ("word", "Abbé")]], None),
    ("2016", [[("word", "2016")]], None),
    (":Sub:Month", [[("call", "Sub:Month")]], None),
    ("$[", [[("mark", "$[")]], None),
    ("<MOT><<ción$>>", [[("mask", "MOT"), ("filter", "ción$")]], None),
    ('\\\\\\"', [[("word", '"')]], None),  # a protected quote character
])
def test_box_contents(content, lines, output):
    got_lines, got_output = split_box(content, "box")
    assert [[(it.kind, it.value) for it in line] for line in got_lines] == lines
    assert got_output == output


@pytest.mark.parametrize("text, message", [
    ("hello\n", r":1: not a Unitex graph"),
    ("#Unigraph\nSIZE 1 1\n", r"expected a line '#' ending the header"),
    ("#Unigraph\n#\nx\n", r":3: expected the number of boxes"),
    ('#Unigraph\n#\n3\n"<E>" 1 1 1 1\n"" 1 1 0\n', r"expected 3 boxes, found 2"),
    ('#Unigraph\n#\n2\n"<E>" 1 1 1 5\n"" 1 1 0\n', r":4: box 0 \"<E>\": transition to box 5"),
    ('#Unigraph\n#\n2\n"<E> 1 1 1 1\n"" 1 1 0\n', r":4: unterminated box content"),
    ('#Unigraph\n#\n2\n"<E>" 1 1 2 1\n"" 1 1 0\n', r":4: expected x y n and then n transitions"),
    ('#Unigraph\n#\n2\n"<E" 1 1 1 1\n"" 1 1 0\n', r"unterminated lexical mask"),
])
def test_grf_format_errors(tmp_path, text, message):
    p = tmp_path / "g.grf"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(GrammarError, match=message):
        read_grf(p)


# -- compiling graphs: the same automaton as the rule written by hand ---------------------------------------


def _same(stage_a, stage_b):
    atoms = [a for s in (stage_a, stage_b) for r in s.rules for a in atoms_of(r.pattern)]
    alphabet = Alphabet.build(atoms)
    fa = StageCompiler(alphabet, {}).stage(stage_a)[0]
    fb = StageCompiler(alphabet, {}).stage(stage_b)[0]
    return pynini.equivalent(fa, fb)


@pytest.mark.parametrize("boxes, rules", [
    (tagged("<MAJ> # <NB>"), "<upper> (<number> & <attached>)"),
    (tagged('Dr \\" \\" <NB>'), '/D[rR]/ (<number> & !<attached>)'),
    (tagged("de+De"), '"de"i | /D[eE]/'),
    (tagged("Hospital"), "/H[oO][sS][pP][iI][tT][aA][lL]/"),
    (tagged('\\"Hospital\\"'), '"Hospital"'),
    (tagged("2016 - 2017"), '"2016" "-" "2017"'),
    (tagged("<PRE>+<MIN>+<MOT>+<TOKEN>+<PNC>+<NB>+<UPPER>+<FIRST>+<LOWER>+<WORD>"),
     "<cap> | <lower> | <word> | <token> | <punct> | <number> | <upper>"),
    (tagged("<N+Top>"), "<lex:N+Top> | <tag:N+Top>"),
    (tagged("<.N+Top>"), "<lex:N+Top> | <tag:N+Top>"),
    (tagged("<N:f>"), "<lex:N:f> | <tag:N:f>"),
    (tagged("<MOT><<ción$>>"), "<word> & /(?s:.*?(?:ción$).*)/"),
    (tagged("<<^[A-Z]\\d>>"), "/(?s:.*?(?:^[A-Z]\\d).*)/"),
    # a loop: box 2 to itself
    ([("<E>/{", [2]), ("", []), ("<PRE>", [2, 3]), ("<E>/,.NE+X}", [1])], "<cap>+"),
    # left context before {, right context after the closing output
    ([("Dr", [2]), ("", []), ("<E>/{", [3]), ("<PRE>", [4]), ("<E>/,.NE+X}", [5]), ("(", [1])],
     '[left: /D[rR]/] <cap> [right: "("]'),
    # $* ends a left context; $[ ... $] is a right context
    ([("Dr", [2]), ("", []), ("$*", [3]), ("<E>/{", [4]), ("<PRE>", [5]), ("<E>/,.NE+X}", [6]), ("$[", [7]),
      (",", [8]), ("$]", [1])], '[left: /D[rR]/] <cap> [right: ","]'),
    # a box whose output is a whole tag
    ([("<MAJ>/{<MAJ>,.NE+X}", [1]), ("", [])], "<upper>"),
    # an optional box: a path around it
    ([("<E>/{", [2, 3]), ("", []), ("Dr", [3]), ("<PRE>", [4]), ("<E>/,.NE+X}", [1])], "/D[rR]/? <cap>"),
])
def test_graphs_compile_like_the_rule_written_by_hand(tmp_path, boxes, rules):
    stage = compile_graph(write_grf(tmp_path / "G.grf", boxes))
    want = parse_rules(f"stage G\nrule G = {rules} -> NE+X ;\n", "G.rules").stage
    assert [r.codes for r in stage.rules] == [("NE", "X")]
    assert _same(stage, want)


def test_subgraph_calls_are_expanded(tmp_path):
    (tmp_path / "sub").mkdir()
    write_grf(tmp_path / "sub" / "Title.grf", [("<E>", [2]), ("", []), ("Dr+Dra", [1])])
    stage = compile_graph(write_grf(tmp_path / "G.grf", tagged(":sub:Title")))
    assert _same(stage, parse_rules("rule G = /D[rR]/ | /D[rR][aA]/ -> NE+X ;", "G.rules").stage)
    write_grf(tmp_path / "Words.grf", [("<E>", [2]), ("", []), ("<PRE>", [1])])
    write_grf(tmp_path / "sub" / "Up.grf", [("<E>/{", [2]), ("", []), (":Title", [3]), (":..:Words", [4]),
                                            ("<E>/,.NE+X}", [1])])  # a call is a whole box line
    assert _same(compile_graph(tmp_path / "sub" / "Up.grf"), parse_rules(
        "rule Up = (/D[rR]/ | /D[rR][aA]/) <cap> -> NE+X ;", "Up.rules").stage)


def test_several_tag_outputs_make_several_rules(tmp_path):
    boxes = [("<E>/{", [2, 3]), ("", []), ("<NB>", [4]), ("<PRE>", [5]), ("<E>/,.NE+NUM}", [1]),
             ("<E>/,.NE+NAME:ms}", [1])]
    stage = compile_graph(write_grf(tmp_path / "Two.grf", boxes))
    assert [(r.name, r.codes, r.infl) for r in stage.rules] == [
        ("Two_1", ("NE", "NUM"), ()), ("Two_2", ("NE", "NAME"), ("ms",))]


@pytest.mark.parametrize("boxes, message", [
    ([("<E>", [2]), ("", []), ("<PRE>", [1])], r"the graph produces no tag"),
    (tagged("<MAJ>/hello"), r"output 'hello' is not supported"),
    (tagged("$!["), r"negative contexts"),
    (tagged("$a("), r"variables \(\$a\(\) are not supported"),
    (tagged("$<"), r"morphological mode"),
    (tagged("<manger.V>"), r"the lemma mask <manger\.V> is not supported"),
    (tagged("<N-Hum>"), r"negative codes"),
    (tagged("<DIC>"), r"the mask <DIC> is not supported"),
    (tagged("{S}"), r"lexical tags in boxes"),
    (tagged(":Missing"), r"no graph 'Missing\.grf' for the call ':Missing'"),
    (tagged("<<(>>"), r"bad morphological filter"),
    ([("<E>/{", [2]), ("", []), ("<E>", [3]), ("<E>/,.NE+X}", [1])], r"the tag \('NE', 'X'\) can be empty"),
    ([("<E>/{", [2]), ("", []), ("<PRE>", [3]), ("$[", [4]), ("(", [5]), ("<E>/,.NE+X}", [1])],
     r"a right context \$\[ \.\.\. \$\] must come after the tag's closing output"),
])
def test_graph_errors_name_the_box(tmp_path, boxes, message):
    with pytest.raises(GrammarError, match=message):
        compile_graph(write_grf(tmp_path / "G.grf", boxes))


def test_recursive_graphs_are_an_error(tmp_path):
    write_grf(tmp_path / "A.grf", tagged(":B"))
    write_grf(tmp_path / "B.grf", [("<E>", [2]), ("", []), ("x+:A", [1])])
    with pytest.raises(GrammarError, match=r"recursive graph call \(A -> B -> A\)"):
        compile_graph(tmp_path / "A.grf")
