"""Concordances (fstdeid.concord, `fstdeid concord`): KWIC lines of one label, sorted, fixed width."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from fstdeid import FstdeidError
from fstdeid.cli import main
from fstdeid.concord import ConcordLine, concordance, format_line, sort_lines

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS

DOCS = [
    ("a", "Ingreso el 12/05/2020. Dr. Luis vio a Juan Petrov y María López\nen el Centro de Salud María Petrova."),
    ("b", "El 5 de mayo de 2020 Juan García llegó. K12345"),
]


def test_lines_of_a_label_in_text_order(demo):
    lines = concordance(demo, DOCS, label="PERSONA", context=20)
    assert [(ln.doc_id, ln.start, ln.end, ln.span) for ln in lines] == [
        ("a", 27, 31, "Luis"), ("a", 38, 63, "Juan Petrov y María López"), ("b", 21, 32, "Juan García")]
    first = lines[0]
    assert (first.left, first.right, first.stage, first.rule) == (" el 12/05/2020. Dr. ", " vio a Juan Petrov y",
                                                                  "names", "first_only")
    assert lines[1].right == " en el Centro de Sal"  # 20 characters; the newline is shown as a space


def test_format_is_fixed_width():
    line = ConcordLine("d", 5, 9, "X", "a short left", "Luis", " and a right context that is long", "names", "r")
    assert format_line(line, width=16) == "    a short left[Luis] and a right con"
    assert format_line(line, width=5) == " left[Luis] and"
    assert format_line(line, width=16, ids=True, rules=True).startswith("d\t5-9\tnames/r\t    a short left[Luis]")
    lines = [format_line(ConcordLine("d", 0, 1, "X", left, "S", ""), width=10) for left in ("x", "longer left text")]
    assert [ln.index("[") for ln in lines] == [10, 10]  # every span starts in the same column


def test_sort_orders():
    mk = lambda left, span, right: ConcordLine("d", 0, 1, "X", left, span, right)  # noqa: E731
    lines = [mk("visto por Dr. ", "Luis", " ayer"), mk("con ", "Ana", " hoy"), mk("vino Dra. ", "Ana", " antes")]
    assert [ln.left for ln in sort_lines(lines, "left")] == ["vino Dra. ", "visto por Dr. ", "con "]  # '.ard', '.rd', 'noc'
    assert [ln.right for ln in sort_lines(lines, "right")] == [" antes", " ayer", " hoy"]
    assert [(ln.span, ln.right) for ln in sort_lines(lines, "span")] == [("Ana", " antes"), ("Ana", " hoy"),
                                                                        ("Luis", " ayer")]
    assert sort_lines(lines, "text") == lines
    with pytest.raises(FstdeidError, match="unknown sort order"):
        sort_lines(lines, "middle")


def test_masks_and_nested_tags(demo):
    # NE+persName+full tags, including the one nested in the health-centre tag
    lines = concordance(demo, DOCS, mask="NE+persName+full")
    assert [(ln.doc_id, ln.span) for ln in lines] == [("a", "María Petrova"), ("b", "Juan García")]
    assert {ln.label for ln in lines} == {"NE+persName+full"}
    assert [ln.span for ln in concordance(demo, DOCS)] == [
        "12/05/2020", "Luis", "Juan Petrov y María López", "Centro de Salud María Petrova", "5 de mayo", "Juan García",
        "K12345"]


def test_unknown_label(demo):
    with pytest.raises(FstdeidError, match=r"no PHI label 'PERSON' in language demo \(labels: PERSONA, FECHA"):
        concordance(demo, DOCS, label="PERSON")


def test_cli(tmp_path, demo):
    (tmp_path / "notes").mkdir()
    for doc_id, text in DOCS:
        (tmp_path / "notes" / f"{doc_id}.txt").write_text(text, encoding="utf-8")
    rec = tmp_path / "notes.jsonl"
    rec.write_text("".join(json.dumps({"id": f"r{i}", "text": t}) + "\n" for i, (_, t) in enumerate(DOCS)),
                   encoding="utf-8")
    args = ["concord", "--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS), "--label", "PERSONA"]
    r = CliRunner().invoke(main, args + ["--sort", "span", "--width", "12", "--ids", str(tmp_path / "notes")])
    assert r.exit_code == 0, r.output
    out = [ln for ln in r.output.splitlines() if not ln.startswith("fstdeid:")]
    assert out == ["b\t21-32\tayo de 2020 [Juan García] llegó. K123",  # sorted by span
                   "a\t38-63\t Luis vio a [Juan Petrov y María López] en el Centr",
                   "a\t27-31\t5/2020. Dr. [Luis] vio a Juan"]
    r = CliRunner().invoke(main, args + ["--sort", "left", str(rec)])
    assert r.exit_code == 0 and "[Juan García]" in r.output and "r1" not in r.output
    assert "PRINTS DOCUMENT TEXT" in CliRunner().invoke(main, ["concord", "--help"]).output
