"""The residual check (`fstdeid.verify`, `deid --verify`) and the strict profile (`fstdeid.strict`,
`--profile strict`). On the demo language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS
from fstdeid.annotation import Annotation, phi_spans
from fstdeid.cli import main
from fstdeid.errors import FstdeidError
from fstdeid.pipeline import Deidentifier, render_with_spans
from fstdeid.strict import STRICT_LABEL, candidates
from fstdeid.surrogate import Secret
from fstdeid.verify import residual_error

G = ["--grammar-dir", str(DEMO_GRAMMARS), "--lexicon-dir", str(DEMO_LEXICONS)]
SECRET = "verify-test-secret-0123456789"
NOTE = "Paciente Juan Petrov ingresó el 12/05/2020 y Carmen García el 13/05/2020."


def run(*args):
    return CliRunner(env={"FSTDEID_SECRET": SECRET}).invoke(main, [str(a) for a in args])


def pieces(text: str, known=lambda w: False) -> list[tuple[str, str]]:
    return [(text[a:b], rule) for a, b, rule in sorted(candidates(text, known))]


# -- strict: what it masks ----------------------------------------------------------------------------


def test_strict_long_numbers():
    text = "NHC 1234567, ref 1234, DNI 12345678Z, tel 91 234 56 78, TA 120/80, dosis 1.5, año 2020"
    assert pieces(text) == [("1234567", "long-number"), ("12345678Z", "long-number"),
                            ("91 234 56 78", "long-number")]
    assert pieces("12.345.678-Z y 987-65-4321") == [("12.345.678", "long-number"), ("987-65-4321", "long-number")]
    assert pieces("1 2 3 4 5 6") == []  # six digits in all, under 7


def test_strict_header_words():
    text = ("Nombre: Qwerty Petrov\n"
            "  Médico responsable: Dra. Zxcv\n"
            "Fecha: 12 de Mayo\n"
            "Diagnóstico: neumonía bilateral\n"
            "Esto es una frase larga: con Muchas palabras que no forman un campo de cabecera aquí\n"
            "Texto sin etiqueta con Nombres\n"
            "1. Punto: Uno\n")
    assert pieces(text, known=lambda w: w == "Dra") == [
        ("Qwerty", "header-word"), ("Petrov", "header-word"), ("Zxcv", "header-word"), ("Mayo", "header-word")]


def test_strict_masks_what_no_tag_covers(demo):
    text = "Nombre: Qwerty Petrov\nNHC 1234567\n" + NOTE
    standard = demo.deidentify(text)
    assert "Qwerty Petrov" in standard and "1234567" in standard
    strict = demo.deidentify(text, profile="strict")
    assert strict.startswith("Nombre: XXXXXX XXXXXX\nNHC XXXXXXX\n")
    assert strict.endswith(demo.deidentify(NOTE))  # the cascade's own spans: as before
    ann = demo.annotate(text, profile="strict")
    assert [(s.label, text[s.start:s.end]) for s in ann.spans][:3] == [
        (STRICT_LABEL, "Qwerty"), (STRICT_LABEL, "Petrov"), (STRICT_LABEL, "1234567")]
    demo.use_surrogates(secret=Secret.from_text(SECRET))
    out = demo.deidentify(text, mode="surrogate", profile="strict")  # masked whatever the mode
    assert out.startswith("Nombre: XXXXXX XXXXXX\nNHC XXXXXXX\n")
    with pytest.raises(FstdeidError, match="unknown profile 'paranoid'"):
        demo.annotate(text, profile="paranoid")


# -- the residual check ----------------------------------------------------------------------------


def test_a_clean_output_has_no_residual(demo):
    for mode in ("tag", "mask"):
        out = demo.deidentify_with_spans(NOTE, mode=mode)
        assert demo.verify(out) == ()


def test_a_span_left_in_the_output_is_a_residual_with_its_source_offsets(demo):
    ann = demo.annotate(NOTE)
    assert len(ann.spans) == 4
    kept = tuple(t for t in ann.tags if "Carmen" not in NOTE[t.start:t.end])  # as if the cascade missed her
    missed = Annotation(NOTE, kept, phi_spans(kept))
    out = render_with_spans(missed, demo.modes("tag"))
    assert "Carmen García" in out.text
    found = demo.verify(out)
    assert [(r.label, out.text[r.start:r.end]) for r in found] == [("PERSONA", "Carmen García")]
    start = NOTE.index("Carmen")
    assert [(r.source_start, r.source_end) for r in found] == [(start, start + len("Carmen García"))]
    err = residual_error("d1", found)
    assert err.stage == "verify" and err.offset == start
    assert "Carmen" not in str(err) and f"{start}-{start + 13} PERSONA" in str(err)


def test_keep_mode_spans_are_not_residuals(demo):
    out = demo.deidentify_with_spans(NOTE, mode={"PERSONA": "keep", "*": "tag"})
    assert "Juan Petrov" in out.text and demo.verify(out) == ()


# -- the command line -------------------------------------------------------------------------------


@pytest.fixture
def notes(tmp_path, demo) -> Path:
    root = tmp_path / "notes"
    root.mkdir()
    for i in range(4):
        (root / f"n{i}.txt").write_text(NOTE + f" MISS{i}" * (i == 2), encoding="utf-8")
    return root


def _miss_on_first_pass(monkeypatch):
    """The cascade misses the persons of the note holding MISS2 (but finds them in its output)."""
    real = Deidentifier.annotate

    def annotate(self, text, **kw):
        ann = real(self, text, **kw)
        if "MISS2" in text and "[FECHA]" not in text:
            kept = tuple(t for t in ann.tags if t.label != "PERSONA")
            return Annotation(text, kept, phi_spans(kept))
        return ann

    monkeypatch.setattr(Deidentifier, "annotate", annotate)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("fmt", ["text", "jsonl", "xml"])
def test_verify_fails_a_document_with_residuals(notes, tmp_path, monkeypatch, fmt, jobs):
    _miss_on_first_pass(monkeypatch)
    out = tmp_path / ("o.jsonl" if fmt == "jsonl" else "o")
    r = run("deid", *G, "--format", fmt, "-j", jobs, "--errors", tmp_path / "e.jsonl", "-o", out, notes)
    assert r.exit_code == 0  # without --verify the miss goes out
    r = run("deid", *G, "--format", fmt, "-j", jobs, "--verify", "--overwrite", "--errors", tmp_path / "e.jsonl",
            "-o", out, notes)
    assert r.exit_code == 1, r.output
    assert "fstdeid: --verify: 1 documents failed the residual check" in r.stderr
    (rec,) = [json.loads(line) for line in (tmp_path / "e.jsonl").read_text().splitlines()]
    assert rec["id"] == "n2" and rec["stage"] == "verify" and rec["offset"] == NOTE.index("Juan")
    assert "Juan" not in r.stderr and "Juan" not in rec["reason"]
    if fmt == "jsonl":
        ids = [json.loads(line)["id"] for line in out.read_text().splitlines()]
        assert ids == ["n0", "n1", "n3"]
    else:
        assert sorted(p.stem for p in out.iterdir()) == ["n0", "n1", "n3"]


def test_verify_and_strict_on_the_command_line(notes, tmp_path):
    (notes / "n1.txt").write_text("Nombre: Qwerty\nNHC 1234567\n" + NOTE, encoding="utf-8")
    out = tmp_path / "o"
    r = run("deid", *G, "--mode", "surrogate", "--verify", "--profile", "strict", "-o", out, notes)
    assert r.exit_code == 0, r.output
    assert (out / "n1.txt").read_text().startswith("Nombre: XXXXXX\nNHC XXXXXXX\n")
    r = run("deid", *G, "--format", "brat", "--verify", "-o", tmp_path / "b", notes)
    assert r.exit_code == 2 and "--verify checks de-identified text" in r.stderr
    r = run("deid", *G, "--profile", "paranoid", "-o", tmp_path / "c", notes)
    assert r.exit_code == 2 and "'paranoid' is not one of" in r.stderr


def test_words_propagated_from_a_replacement_are_not_residuals(cache_dir):
    """Spanish: `Nombre: [NOMBRE_SUJETO_ASISTENCIA]` was tagged again as a name, and the Propagate stage
    copied its word NOMBRE to the header word `Nombre`: a copy of what we inserted, not a residual. The
    names stage no longer takes a placeholder (a header value starts with a word, and NOMBRE is a field
    label), so nothing is tagged again; the check must pass either way."""
    import fstdeid

    es = fstdeid.load("es")
    text = "Nombre: Xabiertxo Goikoetxea.\nNHC: 1234567.\n"
    out = es.deidentify_with_spans(text, mode="tag")
    assert out.text.startswith("Nombre: [NOMBRE_SUJETO_ASISTENCIA]")
    again = es.annotate(out.text)
    assert not any(out.text[s.start:s.end] == "Nombre" for s in again.spans)
    assert es.verify(out) == ()


def test_a_propagated_copy_of_inserted_words_is_seen_through_and_any_other_word_is_not():
    """The Propagate exception of `residuals`, on a cascade's answer given directly: a propagated
    tag whose words are all words of the replacements is no residual; one with another word is, and
    so is a tag of any other rule over the same words."""
    from fstdeid.annotation import TagSpan
    from fstdeid.surrogate.engine import Deidentified, OutputSpan
    from fstdeid.verify import residuals

    text = "Nombre: [NOMBRE_SUJETO_ASISTENCIA]. Nombre Ana."
    original = "Nombre: Ana Ruiz. Nombre Ana."
    span = OutputSpan(8, 34, "NOMBRE_SUJETO_ASISTENCIA", "tag", 8, 16)
    out = Deidentified(text, (span,), Annotation(original, (), ()), ())

    def tag(start, end, rule):
        return TagSpan(start, end, ("NE", "NOMBRE_SUJETO_ASISTENCIA"), (), "", "stage", rule, (),
                       "NOMBRE_SUJETO_ASISTENCIA", "patientName")

    class Answer:  # what annotating the de-identified text gives, instead of a cascade's answer
        def __init__(self, *tags):
            self.tags = tags

        def annotate(self, text, **kw):
            return Annotation(text, self.tags, phi_spans(self.tags))

    copy = tag(36, 42, "propagated:nombre_header")  # "Nombre": a word of the placeholder
    assert residuals(Answer(copy), out) == ()
    other = tag(43, 46, "propagated:nombre_header")  # "Ana": no word of any replacement
    (r,) = residuals(Answer(copy, other), out)
    assert (r.start, r.end, r.source_start, r.source_end) == (43, 46, 25, 28)
    (r,) = residuals(Answer(tag(36, 42, "header")), out)  # not a Propagate copy: a residual
    assert (r.start, r.end) == (36, 42)
