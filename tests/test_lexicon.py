"""Tests of fstdeid.lexicon: reading dictionaries, matching modes, longest matches, the binary cache."""

from __future__ import annotations

import importlib.util
import marshal
import shutil
import tempfile
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fstdeid.errors import GrammarError, StaleCompilationError
from fstdeid.lexicon import (
    CASE_MODES,
    DIACRITIC_MODES,
    FORMAT_VERSION,
    Analysis,
    Lexicon,
    load_lexicon_dir,
    read_dela,
    read_delas,
    read_exceptions,
    read_tsv,
    source_files,
)
from fstdeid.tags import DelasEntry

FIX = Path(__file__).parent / "fixtures" / "lexicon"
ROOT = Path(__file__).parent.parent
FIRST = ("NE", "persName", "first")
TOP = ("N", "NProp", "Top", "Gr")


def an(lemma, codes=FIRST, infl=()):
    return Analysis(lemma, tuple(codes), tuple(infl))


def lemmas(analyses):
    return sorted(a.lemma for a in analyses)


# -- DELAF / DELAS / TSV reading ---------------------------------------------------------------------


def test_read_dela_utf8():
    lx = Lexicon("sr", case="smart")
    read_dela(FIX / "dela_basic.dic", lx)
    assert len(lx) == 6
    assert lx.lookup("Beograd") == (an("Beograd", TOP, ("s1q", "s4q")),)
    # explicit lemma differs from the form
    assert lx.lookup("Beogradu") == (an("Beograd", TOP, ("s7q", "s3q")),)
    assert lx.lookup("BEOGRADU") == (an("Beograd", TOP, ("s7q", "s3q")),)
    assert lx.lookup("Niš") == (an("Niš", TOP, ("s1q",)),)
    # multi-word entries are not single-token entries...
    assert lx.lookup("Novi") == ()
    assert lx.has_multiword
    # ...but longest_matches finds them, with the empty lemma replaced by the form
    toks = "u Novom Sadu i Novi Sad , DOM ZDRAVLJA".split()
    got = lx.longest_matches(toks)
    assert [(a, b) for a, b, _ in got] == [(1, 3), (4, 6), (7, 9)]
    assert got[0][2] == (an("Novi Sad", TOP, ("s7q", "s3q")),)
    assert got[1][2] == (an("Novi Sad", TOP, ("s1q",)),)
    assert got[2][2] == (an("dom zdravlja", ("N", "Inst"), ("s1q",)),)
    assert lx.code_sets == frozenset({TOP, ("N", "Inst")})


def test_read_dela_utf16_bom_crlf():
    lx = Lexicon("sr-cyr")
    read_dela(FIX / "dela_utf16.dic", lx)
    assert len(lx) == 3
    assert lx.lookup("Београд") == (an("Београд", TOP, ("s1q",)),)
    assert lx.lookup("БЕОГРАДУ") == (an("Београд", TOP, ("s7q", "s3q")),)
    assert lx.lookup("београд") == ()
    assert lx.longest_matches(["у", "Нови", "Сад"]) == [(1, 3, (an("Нови Сад", TOP, ("s1q",)),))]


@pytest.mark.parametrize("name, line", [("dela_bad.dic", 3), ("dela_utf16_bad.dic", 4)])
def test_read_dela_bad_line_names_file_and_line(name, line):
    with pytest.raises(GrammarError, match=rf"dela[_a-z0-9]*\.dic:{line}:"):
        read_dela(FIX / name, Lexicon("x"))


def test_read_dela_encoding_errors(tmp_path):
    p = tmp_path / "latin1.dic"
    p.write_bytes("Beograd,.N\nNi\u0161,.N\nM\u00e1laga,.N\n".encode("latin-1", errors="replace"))
    with pytest.raises(GrammarError, match=r"latin1\.dic:3: not valid UTF-8"):
        read_dela(p, Lexicon("x"))
    p = tmp_path / "nobom.dic"  # UTF-16LE without a byte-order mark is read as such
    p.write_bytes("Beograd,.N\n".encode("utf-16-le"))
    lx = Lexicon("x")
    read_dela(p, lx)
    assert [a.lemma for a in lx.lookup("Beograd")] == ["Beograd"]
    p = tmp_path / "nul.dic"
    p.write_bytes(b"\x00\x00Beograd,.N\n")
    with pytest.raises(GrammarError, match=r"nul\.dic:1: NUL"):
        read_dela(p, Lexicon("x"))
    with pytest.raises(GrammarError, match=r"missing\.dic: no such dictionary"):
        read_dela(tmp_path / "missing.dic", Lexicon("x"))


def test_read_dela_utf8_bom(tmp_path):
    p = tmp_path / "bom.dic"
    p.write_bytes(b"\xef\xbb\xbf" + "Málaga,.N+NProp+Top\n".encode())
    lx = Lexicon("x")
    read_dela(p, lx)
    assert lx.lookup("Málaga") == (an("Málaga", ("N", "NProp", "Top")),)


def test_read_delas():
    got = read_delas(FIX / "delas.dic")
    assert [e.lemma for e in got] == ["Beograd", "Novi Sad", "Niš"]
    assert all(isinstance(e, DelasEntry) for e in got)
    assert got[0].inflection_class == "N1"
    assert got[0].codes == ("NProp", "Top", "Gr")
    with pytest.raises(GrammarError, match=r"delas_bad\.dic:4:"):
        read_delas(FIX / "delas_bad.dic")


def test_read_tsv_column_variants():
    lx = Lexicon("names", case="smart")
    read_tsv(FIX / "names.tsv", lx, codes=FIRST, infl=("x",))
    assert lx.lookup("María") == (an("María", FIRST, ("x",)),)  # FORM only
    assert lx.lookup("José") == (an("José", FIRST, ("x",)),)  # FORM LEMMA (same)
    assert lx.lookup("Pepe") == (an("José", FIRST, ("x",)),)  # FORM LEMMA
    assert lx.lookup("Inés") == (an("Inés", FIRST + ("hypo",), ("x",)),)  # FORM, empty LEMMA, CODES
    assert lx.lookup("Lola") == (an("Dolores", FIRST, ("fs",)),)  # all four columns
    assert lx.lookup("Jesús") == (an("Jesús", FIRST, ("ms", "fs")),)  # INFL only, CRLF line
    assert lx.lookup("Ana") == (an("Ana", FIRST, ("x",)),)  # empty trailing columns: defaults
    assert lx.longest_matches(["Mari", "Carmen"]) == [(0, 2, (an("Mari Carmen", FIRST, ("x",)),))]
    assert len(lx) == 8
    assert lx.code_sets == frozenset({FIRST, FIRST + ("hypo",)})


@pytest.mark.parametrize("name, line, what", [
    ("tsv_bad_columns.tsv", 2, "at most 4"),
    ("tsv_bad_codes.tsv", 3, "bad codes"),
])
def test_read_tsv_bad_lines(name, line, what):
    with pytest.raises(GrammarError, match=rf"{name.replace('.', '[.]')}:{line}: .*{what}"):
        read_tsv(FIX / name, Lexicon("x"), codes=FIRST)


def test_read_tsv_bad_infl(tmp_path):
    p = tmp_path / "bad.tsv"
    p.write_text("Ana\t\t\tfs::ms\n", encoding="utf-8")
    with pytest.raises(GrammarError, match=r"bad\.tsv:1: bad inflection codes"):
        read_tsv(p, Lexicon("x"), codes=FIRST)


def test_read_exceptions():
    lx = Lexicon("sur", case="smart")
    for f in ("Mayo", "Santa", "Santa Cruz", "Cruz"):
        lx.add(f, an(f, ("NE", "persName", "last")))
    read_exceptions(FIX / "exceptions.txt", lx)
    assert lx.lookup("Mayo") == lx.lookup("MAYO") == ()
    assert lx.lookup("Santa") != ()
    # the multi-word exception blocks "Santa Cruz" but not the shorter entries inside it
    assert [(a, b) for a, b, _ in lx.longest_matches(["Santa", "Cruz"])] == [(0, 1), (1, 2)]


# -- case and diacritic modes ------------------------------------------------------------------------

# (case, diacritics, entry form, token, matches?)
MODE_TABLE = [
    # smart: lower-case entries match any case; entries with capitals as written or ALL CAPS
    ("smart", "strict", "Madrid", "Madrid", True),
    ("smart", "strict", "Madrid", "MADRID", True),
    ("smart", "strict", "Madrid", "madrid", False),
    ("smart", "strict", "Madrid", "mAdrid", False),
    ("smart", "strict", "Madrid", "MAdrid", False),
    ("smart", "strict", "mayo", "mayo", True),
    ("smart", "strict", "mayo", "Mayo", True),
    ("smart", "strict", "mayo", "MAYO", True),
    ("smart", "strict", "mayo", "mAYo", True),
    ("smart", "strict", "McDonald", "McDonald", True),
    ("smart", "strict", "McDonald", "MCDONALD", True),
    ("smart", "strict", "McDonald", "Mcdonald", False),
    ("smart", "strict", "UCI", "UCI", True),
    ("smart", "strict", "UCI", "Uci", False),
    ("smart", "strict", "UCI", "uci", False),
    ("smart", "strict", "Núñez", "Núñez", True),
    ("smart", "strict", "Núñez", "NÚÑEZ", True),
    ("smart", "strict", "Núñez", "Nu\u0301n\u0303ez", True),  # decomposed: same text in NFC
    ("smart", "strict", "Núñez", "Nunez", False),
    ("smart", "strict", "Madrid", "Ma\u200bdrid", True),  # zero-width characters are invisible
    ("smart", "strict", "Madrid", "MA\u2060DRID", True),
    ("smart", "strict", "Madrid", "Ma\u00addrid", True),  # so is the soft hyphen, as `matching_form` drops it
    ("smart", "strict", "Ma\u00addrid", "Madrid", True),
    ("smart", "strict", "Núñez", "NUNEZ", False),
    ("smart", "strict", "Straße", "STRASSE", True),  # "Straße".upper()
    ("smart", "strict", "Straße", "Strasse", False),
    ("smart", "strict", "Đorđević", "ĐORĐEVIĆ", True),
    ("smart", "strict", "Đorđević", "Dordevic", False),
    ("smart", "strict", "Ωmega", "ΩMEGA", True),
    # smart + diacritics ignored
    ("smart", "ignore", "Núñez", "Nunez", True),
    ("smart", "ignore", "Núñez", "NUNEZ", True),
    ("smart", "ignore", "Núñez", "NÚÑEZ", True),
    ("smart", "ignore", "Núñez", "Nuñez", True),
    ("smart", "ignore", "Núñez", "nunez", False),
    ("smart", "ignore", "Nunez", "Núñez", True),
    ("smart", "ignore", "Nunez", "NÚÑEZ", True),
    ("smart", "ignore", "Đorđević", "Dordevic", True),
    ("smart", "ignore", "Dordevic", "ĐORĐEVIĆ", True),
    ("smart", "ignore", "Łódź", "Lodz", True),
    ("smart", "ignore", "Søren", "SOREN", True),
    ("smart", "ignore", "Straße", "Strasse", False),  # ß is not folded by the diacritic mode
    ("smart", "ignore", "josé", "JOSE", True),
    # exact
    ("exact", "strict", "Madrid", "Madrid", True),
    ("exact", "strict", "Madrid", "MADRID", False),
    ("exact", "strict", "Madrid", "madrid", False),
    ("exact", "strict", "mayo", "Mayo", False),
    ("exact", "strict", "Núñez", "Nu\u0301n\u0303ez", True),
    ("exact", "strict", "Núñez", "Nunez", False),
    ("exact", "strict", "Núñez", "N\ufeffúñez", True),
    ("exact", "ignore", "Madrid", "Mad\u200drid", True),
    ("exact", "ignore", "Núñez", "Nunez", True),
    ("exact", "ignore", "Nunez", "Núñez", True),
    ("exact", "ignore", "Núñez", "NUNEZ", False),
    # ignore: casefolded
    ("ignore", "strict", "Madrid", "madrid", True),
    ("ignore", "strict", "Madrid", "mAdrid", True),
    ("ignore", "strict", "Madrid", "MADRID", True),
    ("ignore", "strict", "mayo", "MAYO", True),
    ("ignore", "strict", "Straße", "STRASSE", True),
    ("ignore", "strict", "Straße", "strasse", True),
    ("ignore", "strict", "Núñez", "núñez", True),
    ("ignore", "strict", "Núñez", "nunez", False),
    ("ignore", "ignore", "Núñez", "nunez", True),
    ("ignore", "ignore", "Núñez", "NUÑEZ", True),
]


@pytest.mark.parametrize("case, diacritics, form, token, ok", MODE_TABLE)
def test_single_token_modes(case, diacritics, form, token, ok):
    lx = Lexicon("t", case=case, diacritics=diacritics)
    lx.add(form, an(""))
    expected = (an(form),) if ok else ()  # the lemma is the entry's form, not the token
    assert lx.lookup(token) == expected
    assert lx.longest_matches(["x", token, "x"]) == ([(1, 2, expected)] if ok else [])


# (entry, tokens, matches?) in smart mode
MULTI_TABLE = [
    ("Santa Cruz de Tenerife", "Santa Cruz de Tenerife", True),
    ("Santa Cruz de Tenerife", "SANTA CRUZ DE TENERIFE", True),
    ("Santa Cruz de Tenerife", "SANTA CRUZ de TENERIFE", True),
    ("Santa Cruz de Tenerife", "santa cruz de tenerife", False),
    ("Santa Cruz de Tenerife", "Santa cruz de Tenerife", False),
    # function word with a capital in the entry: lower case inside an ALL-CAPS rendering only
    ("Santa Cruz De Tenerife", "SANTA CRUZ de TENERIFE", True),
    ("Santa Cruz De Tenerife", "SANTA CRUZ DE TENERIFE", True),
    ("Santa Cruz De Tenerife", "Santa Cruz de Tenerife", False),
    ("Santa Cruz De Tenerife", "SANTA Cruz de TENERIFE", False),
    ("Santa Cruz De Tenerife", "SANTA CRUZ DE tenerife", False),  # not inside
    ("Hospital De La Paz", "HOSPITAL de la PAZ", True),
    ("Hospital De La Paz", "HOSPITAL de la Paz", False),
    ("Dom zdravlja", "DOM ZDRAVLJA", True),
    ("Dom zdravlja", "Dom Zdravlja", True),
    ("Dom zdravlja", "dom zdravlja", False),
    ("O'Brien", "O ' BRIEN", True),
    ("O'Brien", "o ' brien", False),
    # the typographic apostrophe is the typewriter one, both ways
    ("O'Brien", "O ’ Brien", True),
    ("L’Hospitalet de Llobregat", "L ' Hospitalet de Llobregat", True),
    ("L’Hospitalet de Llobregat", "L ’ HOSPITALET DE LLOBREGAT", True),
    ("O'Brien", "O ‘ Brien", False),  # an opening quote is not an apostrophe
]


@pytest.mark.parametrize("form, text, ok", MULTI_TABLE)
def test_multiword_smart_case(form, text, ok):
    lx = Lexicon("t")
    lx.add(form, an("", ("Top",)))
    toks = text.split()
    expected = [(0, len(toks), (an(form, ("Top",)),))] if ok else []
    assert lx.longest_matches(toks) == expected


def test_multiword_exact_and_ignore():
    ex = Lexicon("e", case="exact")
    ig = Lexicon("i", case="ignore", diacritics="ignore")
    for lx in (ex, ig):
        lx.add("Santa Cruz de Tenerife", an(""))
    assert ex.longest_matches("Santa Cruz de Tenerife".split())
    assert not ex.longest_matches("SANTA CRUZ DE TENERIFE".split())
    assert ig.longest_matches("sAnTa CRÚZ de tenerife".split())
    for lx in (ex, ig):  # in every mode, an apostrophe is one whichever is typed
        lx.add("Vall d’Hebron", an(""))
        assert lx.longest_matches("Vall d ' Hebron".split())
        assert lx.longest_matches("Vall d ’ Hebron".split())


# -- exceptions --------------------------------------------------------------------------------------


def test_exceptions_win_and_respect_case():
    lx = Lexicon("sur")
    lx.add("Mayo", an("Mayo", ("NE", "persName", "last")))
    lx.add("mayo", an("mayo", ("N", "month")))
    assert lemmas(lx.lookup("Mayo")) == ["Mayo", "mayo"]
    assert lemmas(lx.lookup("MAYO")) == ["Mayo", "mayo"]
    assert lemmas(lx.lookup("mayo")) == ["mayo"]
    lx.add_exception("Mayo")
    # "Mayo" and "MAYO" are blocked whatever entry they match; "mayo" does not match the exception
    assert lx.lookup("Mayo") == lx.lookup("MAYO") == ()
    assert lemmas(lx.lookup("mayo")) == ["mayo"]
    lx.add_exception("mayo")  # a lower-case exception blocks every case
    assert lx.lookup("mayo") == ()
    assert lx.longest_matches(["el", "mayo", "MAYO"]) == []
    assert len(lx) == 2


def test_exceptions_modes():
    ex = Lexicon("e", case="exact")
    ex.add("Mayo", an(""))
    ex.add_exception("MAYO")
    assert ex.lookup("Mayo") == (an("Mayo"),)
    di = Lexicon("d", diacritics="ignore")
    di.add("Núñez", an(""))
    di.add_exception("Nunez")
    assert di.lookup("Núñez") == di.lookup("NUNEZ") == ()
    ig = Lexicon("i", case="ignore")
    ig.add("Mayo", an(""))
    ig.add_exception("MAYO")
    assert ig.lookup("mayo") == ()


def test_exception_does_not_block_longer_entries():
    lx = Lexicon("h")
    lx.add("Mayo", an(""))
    lx.add("Clínica Mayo", an("", ("Inst",)))
    lx.add_exception("Mayo")
    assert lx.longest_matches(["la", "Clínica", "Mayo"]) == [(1, 3, (an("Clínica Mayo", ("Inst",)),))]
    assert lx.longest_matches(["Dr", "Mayo"]) == []


# -- longest matches ---------------------------------------------------------------------------------


def test_longest_matches_overlapping_entries():
    lx = Lexicon("top")
    for form, code in [("Santa Cruz", "a"), ("Santa Cruz de Tenerife", "b"), ("Cruz", "c"),
                       ("Tenerife", "d"), ("Cruz de Tenerife", "e"), ("de", "f")]:
        lx.add(form, an("", (code,)))
    toks = "en Santa Cruz de Tenerife Cruz de Tenerife Santa Cruz de Madrid Cruz Santa".split()
    got = [(a, b, tuple(x.codes[0] for x in ans)) for a, b, ans in lx.longest_matches(toks)]
    assert got == [
        (1, 5, ("b",)),  # the longest wins over "Santa Cruz", "Cruz", "Cruz de Tenerife"...
        (5, 8, ("e",)),  # ...and the search goes on after it
        (8, 10, ("a",)),  # a dead-end path ("Santa Cruz de" + "Madrid") falls back to the longest entry on it
        (10, 11, ("f",)),
        (12, 13, ("c",)),
    ]
    assert lx.longest_matches([]) == []
    assert lx.longest_matches(("Santa",)) == []  # a trie prefix alone is no entry


def test_same_form_several_analyses_and_len():
    lx = Lexicon("x")
    lx.add("Rosa", an(""))
    lx.add("Rosa", an("", ("NE", "persName", "last")))
    lx.add("Rosa", an(""))  # duplicate: not counted twice
    lx.add("rosa", an("", ("N", "flower")))
    lx.add("Rosa Mari", an(""))
    lx.add("Rosa  Mari", an(""))  # same tokens: same entry
    assert len(lx) == 4
    assert set(lx.lookup("Rosa")) == {an("Rosa"), an("Rosa", ("NE", "persName", "last")),
                                      an("rosa", ("N", "flower"))}
    assert lx.lookup("rosa") == (an("rosa", ("N", "flower")),)
    assert lx.longest_matches(["ROSA", "MARI"]) == [(0, 2, (an("Rosa Mari"),))]


def test_add_rejects_empty_forms():
    lx = Lexicon("x")
    with pytest.raises(ValueError):
        lx.add("  ", an("a"))
    with pytest.raises(ValueError):
        Lexicon("x", case="upper")
    with pytest.raises(ValueError):
        Lexicon("x", diacritics="fold")


# Reference implementation, written from the specification independently of the lexicon's trie.

_EXTRA = str.maketrans("đĐłŁøØ", "dDlLoO")


def _ref_fold(s, diacritics):
    if diacritics == "strict":
        return unicodedata.normalize("NFC", s)
    s = "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s.translate(_EXTRA))


def _ref_match(case, diacritics, form_toks, toks):
    if len(form_toks) != len(toks):
        return False
    f = [_ref_fold(x, diacritics) for x in form_toks]
    t = [_ref_fold(x, diacritics) for x in toks]
    if case == "exact":
        return f == t
    if [x.casefold() for x in f] != [x.casefold() for x in t]:
        return False
    if case == "ignore":
        return True
    bad = [j for j in range(len(f)) if not (f[j] == f[j].lower() or t[j] in (f[j], f[j].upper()))]
    if not bad:
        return True
    inner_lower = all(0 < j < len(f) - 1 and toks[j].islower() for j in bad)
    caps = all(x.isupper() or x == x.lower() for x in toks) and any(x.isupper() for x in toks)
    return inner_lower and caps


def _ref_longest(case, diacritics, entries, exceptions, toks):
    out = []
    i = 0
    longest = max([len(f) for f, _ in entries] + [1])
    while i < len(toks):
        for n in range(min(longest, len(toks) - i), 0, -1):
            span = toks[i:i + n]
            if any(_ref_match(case, diacritics, x, span) for x in exceptions):
                continue
            got = {a for f, a in entries if _ref_match(case, diacritics, f, span)}
            if got:
                out.append((i, i + n, got))
                i += n
                break
        else:
            i += 1
    return out


_TOKS = ["a", "A", "b", "B", "ab", "Ab", "AB", "aB", "de", "De", "DE", "ñ", "Ñ", "n", "N", "ł", "L", "-"]
_tok_lists = st.lists(st.sampled_from(_TOKS), min_size=1, max_size=3)
_RECASE = {"same": lambda t: t, "upper": str.upper, "lower": str.lower, "title": str.title,
           "strip": lambda t: _ref_fold(t, "ignore")}


@st.composite
def _texts(draw, entries):
    """Token sequences made mostly of the entries, recased (ALL CAPS, lower...), and other tokens."""
    out = []
    for _ in range(draw(st.integers(0, 5))):
        if draw(st.integers(0, 3)):
            toks = draw(st.sampled_from(entries))
            style = draw(st.sampled_from([*_RECASE, "mixed"]))
            for t in toks:
                out.append(_RECASE[draw(st.sampled_from(list(_RECASE))) if style == "mixed" else style](t))
        else:
            out.append(draw(st.sampled_from(_TOKS + ["x"])))
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    case=st.sampled_from(CASE_MODES),
    diacritics=st.sampled_from(DIACRITIC_MODES),
    entries=st.lists(_tok_lists, min_size=1, max_size=8),
    exceptions=st.lists(_tok_lists, max_size=2),
    data=st.data(),
)
def test_longest_matches_against_brute_force(case, diacritics, entries, exceptions, data):
    text = data.draw(_texts(entries + exceptions), label="text")
    lx = Lexicon("p", case=case, diacritics=diacritics)
    ref_entries = []
    for k, toks in enumerate(entries):
        form = " ".join(toks)
        # every third entry has the same analysis as the others of its kind: duplicates to merge
        a = Analysis("L", ("E",)) if k % 3 == 0 else Analysis(form, (f"E{k % 3}",))
        lx.add(form, a)
        ref_entries.append((tuple(toks), a))
    for toks in exceptions:
        lx.add_exception(" ".join(toks))
    ref_exc = [tuple(t) for t in exceptions]
    expected = _ref_longest(case, diacritics, ref_entries, ref_exc, text)
    got = lx.longest_matches(text)
    assert [(a, b, set(x)) for a, b, x in got] == expected
    assert all(len(set(x)) == len(x) for _, _, x in got)  # no duplicate analyses
    # lookup agrees with the one-token entries
    for t in set(text):
        ref = _ref_longest(case, diacritics, [e for e in ref_entries if len(e[0]) == 1], ref_exc, [t])
        assert set(lx.lookup(t)) == (ref[0][2] if ref else set())
    # and the binary cache round-trips
    with tempfile.TemporaryDirectory() as d:
        lx.dump(Path(d) / "p.bin")
        lx2 = Lexicon.load(Path(d) / "p.bin")
    assert lx2.longest_matches(text) == got
    assert len(lx2) == len(lx) and lx2.code_sets == lx.code_sets


# -- binary cache ------------------------------------------------------------------------------------


def _sample_lexicon():
    lx = Lexicon("sample", case="smart", diacritics="ignore")
    read_dela(FIX / "dela_basic.dic", lx)
    read_tsv(FIX / "names.tsv", lx, codes=FIRST)
    lx.add("Mayo", an(""))
    lx.add_exception("Mayo")
    lx.add_exception("Santa Cruz")
    lx.add("Santa Cruz", an("", ("Top",)))
    return lx


def test_dump_load_round_trip(tmp_path):
    lx = _sample_lexicon()
    lx.dump(tmp_path / "s.bin")
    lx2 = Lexicon.load(tmp_path / "s.bin")
    assert (lx2.name, lx2.case, lx2.diacritics) == ("sample", "smart", "ignore")
    assert len(lx2) == len(lx) and lx2.code_sets == lx.code_sets and lx2.has_multiword
    for t in ["Beogradu", "BEOGRADU", "Nis", "Maria", "MARÍA", "Pepe", "Lola", "Mayo", "Novi", "nada"]:
        assert lx2.lookup(t) == lx.lookup(t), t
    toks = "NOVOM SADU y Mari Carmen en Santa Cruz , dom zdravlja Jesus".split()
    assert lx2.longest_matches(toks) == lx.longest_matches(toks)
    assert [(a, b) for a, b, _ in lx2.longest_matches(toks)] == [(0, 2), (3, 5), (9, 11), (11, 12)]
    # a loaded lexicon can still grow
    lx2.add("Santa Cruz de Tenerife", an(""))
    lx2.add("Ana", an("Ana", ("X",)))
    assert lx2.longest_matches("Santa Cruz de Tenerife".split())[0][:2] == (0, 4)
    assert set(lx2.lookup("Ana")) == {an("Ana"), an("Ana", ("X",))}
    assert [p.name for p in tmp_path.iterdir()] == ["s.bin"]  # no temporary file left behind


def test_load_refuses_other_versions_and_garbage(tmp_path):
    p = tmp_path / "old.bin"
    p.write_bytes(marshal.dumps(("fstdeid-lexicon", FORMAT_VERSION + 1, {})))
    with pytest.raises(StaleCompilationError, match=r"old\.bin: lexicon cache format version 2, .*reads version 1"):
        Lexicon.load(p)
    p.write_bytes(b"\x00garbage")
    with pytest.raises(StaleCompilationError, match="not an fstdeid lexicon cache"):
        Lexicon.load(p)
    p.write_bytes(marshal.dumps({"a": 1}))
    with pytest.raises(StaleCompilationError, match="not an fstdeid lexicon cache"):
        Lexicon.load(p)
    with pytest.raises(StaleCompilationError, match="no such lexicon cache"):
        Lexicon.load(tmp_path / "missing.bin")


def test_load_refuses_corrupt_payload(tmp_path):
    p = tmp_path / "bad.bin"
    p.write_bytes(marshal.dumps(("fstdeid-lexicon", FORMAT_VERSION, {"name": "x"})))
    with pytest.raises(StaleCompilationError, match=r"bad\.bin: corrupt lexicon cache"):
        Lexicon.load(p)


def test_templates_are_shared():
    lx = Lexicon("many")
    for k in range(2000):
        name = "N" + "".join(chr(97 + int(c)) for c in str(k))
        lx.add(name, an(""))
    for form, lemma in [("Beogradu", "Beograd"), ("Zagrebu", "Zagreb"), ("beogradu", "beograd")]:
        lx.add(form, an(lemma, TOP, ("s7q",)))
    lx.add("Beogradom", an("Beograd", TOP, ("s6q",)))
    lx.add("išao", an("ići", ("V",), ("K",)))
    assert len(lx) == 2005
    # the lemma is a rule on the form ("drop 1 character"), not part of the template
    assert len(lx._tpls) == 4
    assert lx.lookup("NBCD") == lx.lookup("Nbcd") == (an("Nbcd"),)
    assert lx.lookup("ZAGREBU") == (an("Zagreb", TOP, ("s7q",)),)
    assert set(lx.lookup("Beogradu")) == {an("Beograd", TOP, ("s7q",)), an("beograd", TOP, ("s7q",))}
    assert lx.lookup("IŠAO") == (an("ići", ("V",), ("K",)),)
    assert lx.lookup("Beogradom") == (an("Beograd", TOP, ("s6q",)),)


# -- lexicon folders ---------------------------------------------------------------------------------


def test_load_lexicon_dir_tsv():
    lx = load_lexicon_dir(FIX / "es-first-names")
    assert (lx.name, lx.case, lx.diacritics) == ("es-first-names", "smart", "ignore")
    assert lx.lookup("MARIA") == (an("María", FIRST, ("fs",)),)
    assert lx.lookup("Jose") == (an("José", FIRST, ("ms",)),)
    assert lx.lookup("Rocio") == (an("Rocío"),)
    assert lx.lookup("Mayo") == ()  # listed in exceptions.txt
    assert lx.longest_matches(["MARI", "CARMEN"]) == [(0, 2, (an("Mari Carmen"),))]
    assert len(lx) == 5
    # the path of the lexicon.toml itself is accepted too
    assert len(load_lexicon_dir(FIX / "es-first-names" / "lexicon.toml")) == 5


def test_load_lexicon_dir_dela():
    lx = load_lexicon_dir(FIX / "sr-places")
    assert lx.name == "sr-places"
    assert lx.lookup("BEOGRADU") == (an("Beograd", TOP, ("s7q",)),)
    assert lx.longest_matches(["Novi", "Sad"])[0][:2] == (0, 2)


def test_source_files():
    d = FIX / "es-first-names"
    assert source_files(d) == [d / "LICENSE", d / "exceptions.txt", d / "items.tsv", d / "lexicon.toml"]
    d = FIX / "sr-places"
    assert source_files(d) == [d / "LICENSE", d / "lexicon.toml", d / "places.dic"]
    assert all(p.relative_to(d) for p in source_files(d))


_GOOD = {
    "name": '"es-first-names"',
    "format": '"tsv"',
    "files": '["items.tsv"]',
    "codes": '"NE+persName+first"',
    "infl": '""',
    "case": '"smart"',
    "diacritics": '"ignore"',
    "exceptions": '["exceptions.txt"]',
    "license": '"LICENSE"',
    "source": '"hand-typed"',
}


def _config_dir(tmp_path, **changes):
    d = tmp_path / "lex"
    shutil.copytree(FIX / "es-first-names", d)
    cfg = {**_GOOD, **changes}
    (d / "lexicon.toml").write_text(
        "".join(f"{k} = {v}\n" for k, v in cfg.items() if v is not None), encoding="utf-8")
    return d


@pytest.mark.parametrize("changes, key, message", [
    ({"name": None}, "name", "required key is missing"),
    ({"format": None}, "format", "required key is missing"),
    ({"files": None}, "files", "required key is missing"),
    ({"license": None}, "license", "required key is missing"),
    ({"codes": None}, "codes", "required key is missing"),
    ({"colour": '"blue"'}, "colour", "unknown key"),
    ({"name": "3"}, "name", "must be a string"),
    ({"name": '""'}, "name", "must not be empty"),
    ({"format": '"xml"'}, "format", "must be 'dela' or 'tsv'"),
    ({"files": '"items.tsv"'}, "files", "must be a list of file names"),
    ({"files": "[]"}, "files", "lists no file"),
    ({"files": '["nope.tsv"]'}, "files", "file 'nope.tsv' not found"),
    ({"files": '["../items.tsv"]'}, "files", "inside the lexicon folder"),
    ({"files": '["/etc/hostname"]'}, "files", "inside the lexicon folder"),
    ({"license": '"COPYING"'}, "license", "file 'COPYING' not found"),
    ({"exceptions": '["nope.txt"]'}, "exceptions", "not found"),
    ({"case": '"upper"'}, "case", "must be one of"),
    ({"diacritics": '"fold"'}, "diacritics", "must be one of"),
    ({"codes": '"NE++first"'}, "codes", "bad codes"),
    ({"infl": '"fs:"'}, "infl", "bad inflection codes"),
    ({"format": '"dela"'}, "codes", "only applies to format = 'tsv'"),
    ({"source": "[1]"}, "source", "must be a string"),
])
def test_load_lexicon_dir_config_errors(tmp_path, changes, key, message):
    d = _config_dir(tmp_path, **changes)
    for fn in (load_lexicon_dir, source_files):
        with pytest.raises(GrammarError) as err:
            fn(d)
        text = str(err.value)
        assert str(d / "lexicon.toml") in text
        assert f"key {key!r}" in text
        assert message in text


def test_load_lexicon_dir_toml_and_data_errors(tmp_path):
    d = _config_dir(tmp_path)
    (d / "lexicon.toml").write_text('name = "x"\nformat = tsv\n', encoding="utf-8")
    with pytest.raises(GrammarError, match=r"lexicon\.toml: invalid TOML: .*line 2"):
        load_lexicon_dir(d)
    (d / "lexicon.toml").unlink()
    with pytest.raises(GrammarError, match=r"lexicon\.toml: no lexicon\.toml"):
        load_lexicon_dir(d)
    d = _config_dir(tmp_path / "2")
    (d / "items.tsv").write_text("Ana\nEva\t\tNE++x\n", encoding="utf-8")
    with pytest.raises(GrammarError, match=r"items\.tsv:2: bad codes"):
        load_lexicon_dir(d)


# -- the benchmark script runs -----------------------------------------------------------------------


def test_benchmark_script_runs(capsys):
    spec = importlib.util.spec_from_file_location("lexicon_lookup", ROOT / "benchmarks" / "lexicon_lookup.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.main(["3000", "--lookups", "2000", "--text-tokens", "2000", "--no-subprocess"])
    out = capsys.readouterr().out
    assert "load" in out and "lookups" in out and "longest_matches" in out
