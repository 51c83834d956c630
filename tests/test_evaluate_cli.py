"""`fstdeid eval` (the click command `eval_cmd`): terminal table, JSON, HTML, running a language."""

from __future__ import annotations

import json
from pathlib import Path

import lxml.html
import pytest
from click.testing import CliRunner

from fstdeid.evaluate import load_corpus
from fstdeid.evaluate.cli import eval_cmd

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS

FIX = Path(__file__).resolve().parent / "fixtures" / "evaluate"
GOLD = FIX / "brat" / "gold"
PRED = FIX / "pred.jsonl"


def gold_strings(path=GOLD) -> list[str]:
    """Every annotated string of the gold corpus, and every word of its texts longer than 3 letters."""
    out = []
    for d in load_corpus(path):
        out += [d.text[s.start:s.end] for s in d.spans]
    return out


def run(*args, ok=True):
    result = CliRunner().invoke(eval_cmd, [str(a) for a in args], catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output + (result.stderr if result.stderr_bytes else "")
    return result


def assert_no_text(output: str, path=GOLD):
    for s in gold_strings(path):
        assert s not in output, s


# Hand computation for GOLD vs PRED (see tests/fixtures/evaluate/README.md):
#   doc1 gold: N_SUJETO "Zacarías Petrov Ruiz", FECHAS, CALLE, TERRITORIO "Toledo", N_PERSONAL "Lucía Ferrán"
#        pred: N_SUJETO "Zacarías Petrov" (cut short), FECHAS, CALLE, N_SUJETO "Lucía Ferrán" (type), N_PERSONAL "Dra."
#   doc2 gold = pred (5 spans), the prediction repeats the phone number once (dropped as a duplicate).
#   Subtask 1: TP 2 + 5 = 7, FP 3 (cut name, type error, "Dra."), FN 3 (full name, Toledo, staff name):
#   P = R = F1 = 0.7. Serbian: OK 7, UOK1 1 (the cut name), UOK2 1 (Lucía), MISS 1 (Toledo), NOK 1 ("Dra.").
#   strict P = 7/(7+1+2) = 0.7, R = 7/(7+1) = 0.875; relaxed P = 9/10, R = 9/10; SER = 4/10.
#   String leak with the JSONL's "deidentified": only "Toledo" survives: 1 of 10.


def test_table_has_figures_and_no_text():
    r = run("--gold", GOLD, "--pred", PRED)
    out = r.output
    line = next(x for x in out.splitlines() if x.startswith("subtask 1"))
    assert line.split()[-6:] == ["7", "3", "3", "0.7000", "0.7000", "0.7000"]
    # sentences: 3 lines + "Médico: Dra." | "Lucía Ferrán." in doc1, 2 in doc2 -> leak = 3 FN / 7
    assert "leak (subtask 1 FN / sentences): 0.4286  (3 / 7)" in out
    assert "Serbian scheme (computed)" in out and "i2b2 2014" in out and "PhysioNet overlap" in out
    assert "1 of 10 gold PHI strings still in the output" in out
    assert "duplicate spans dropped: 0 gold, 1 predicted" in out
    assert_no_text(out)


def test_json_figures_without_text():
    r = run("--gold", GOLD, "--pred", PRED, "--json", "-")
    assert_no_text(r.output)
    data = json.loads(r.output)
    s1 = data["meddocan"]["subtask1"]
    assert (s1["tp"], s1["fp"], s1["fn"], s1["f1"]) == (7, 3, 3, pytest.approx(0.7))
    sr = data["serbian"]
    assert sr["counts"]["total"] == {"OK": 7, "UOK1": 1, "UOK2": 1, "NOK": 1, "MISS": 1, "MISS-E": 0}
    assert sr["strict"]["total"]["recall"] == pytest.approx(0.875) and sr["relaxed"]["total"]["f1"] == 0.9
    assert sr["ser"]["total"] == pytest.approx(0.4)
    assert data["string_leak"]["leaked"] == 1 and data["string_leak"]["source"] == "prediction's de-identified text"
    assert data["show_text"] is False
    errs = data["errors"]
    assert len(errs) == 6 and all("text" not in e for e in errs)
    assert {(e["side"], e["type"]) for e in errs} == {("FN", "EXTENT"), ("FP", "EXTENT"), ("FN", "MISS"),
                                                      ("FN", "TYPE"), ("FP", "TYPE"), ("FP", "NOK")}
    assert data["string_leak"]["leaks"] == [{"doc": "doc1", "category": "TERRITORIO", "start": 88, "end": 94}]
    for key in ("i2b2", "physionet", "confusion", "duplicates_dropped", "gold", "pred"):
        assert key in data


def test_json_with_show_text_has_the_error_strings(tmp_path):
    out = tmp_path / "r.json"
    r = run("--gold", GOLD, "--pred", PRED, "--json", out, "--show-text")
    assert_no_text(r.output)  # the table never shows text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["show_text"] is True
    texts = {(e["side"], e["text"]) for e in data["errors"]}
    assert ("FN", "Zacarías Petrov Ruiz") in texts and ("FP", "Dra.") in texts and ("FN", "Toledo") in texts
    assert data["string_leak"]["leaks"][0]["text"] == "Toledo"


def test_html_report_structure(tmp_path):
    out = tmp_path / "r.html"
    run("--gold", GOLD, "--pred", PRED, "--html", out)
    raw = out.read_text(encoding="utf-8")
    doc = lxml.html.fromstring(raw)
    # self-contained: no external resource of any kind
    for el in doc.iter():
        for attr in ("src", "href"):
            v = el.get(attr)
            assert v is None or v.startswith("#"), (el.tag, v)
    assert "http://" not in raw.replace("http://www.w3.org/2000/svg", "") and "https://" not in raw
    assert doc.xpath("//meta[@http-equiv='Content-Security-Policy']")
    # the plot: one bar per label and measure
    svg = doc.xpath("//*[local-name()='svg'][@id='prf-plot']")
    assert svg
    bars = svg[0].xpath(".//*[local-name()='rect'][@class='bar']")
    labels = {b.get("data-label") for b in bars}
    assert "FECHAS" in labels and len(bars) == 3 * len(labels)
    # the confusion table with its MISS column and NOK row
    conf = doc.get_element_by_id("confusion-table")
    assert "MISS" in [th.text_content() for th in conf.xpath(".//thead/tr/th")]
    assert conf.xpath(".//tbody/tr[@data-gold='NOK']")
    assert conf.xpath(".//td[@data-gold='TERRITORIO'][@data-pred='MISS']")[0].text_content() == "1"
    # the concordance: one row per error, with the data attributes the filters use
    rows = doc.xpath("//table[@id='concordance-table']/tbody/tr[@class='conc']")
    assert len(rows) == 6
    for r in rows:
        assert r.get("data-category") and r.get("data-type") and r.get("data-side") in ("FN", "FP") and r.get("data-doc")
    miss = [r for r in rows if r.get("data-type") == "MISS"][0]
    assert miss.xpath("td[@class='kw']")[0].text_content() == "Toledo"
    left = miss.xpath("td[@class='left']")[0].text_content()
    assert len(left) == 40 and left.endswith("Domicilio: Calle Mayor 5, ")  # fixed width, line break flattened
    # the filters
    assert doc.get_element_by_id("filter-category").xpath("option/@value")[:2] == ["", "NOMBRE_PERSONAL_SANITARIO"]
    assert set(doc.get_element_by_id("filter-type").xpath("option/@value")) == {"", "MISS", "NOK", "TYPE", "EXTENT"}
    assert doc.xpath("//body[@data-ready='false']") and "data-ready" in doc.xpath("//script")[0].text


def test_run_a_language_keeps_stage_and_rule(tmp_path):
    gold = FIX / "demo-gold"
    out = tmp_path / "r.json"
    html_out = tmp_path / "r.html"
    r = run("--gold", gold, "--grammar-dir", DEMO_GRAMMARS, "--lexicon-dir", DEMO_LEXICONS, "--json", out,
            "--html", html_out)
    assert_no_text(r.output, gold)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["pred"]["source"] == "fstdeid --lang demo"
    # d1: the demo language finds the date (OK), tags "Juan García" PERSONA (NOK, stage names, rule full_name),
    # misses the hospital. d2: it tags "Juan" inside the hospital name (EXTENT, rule first_only).
    s1 = data["meddocan"]["subtask1"]
    assert (s1["tp"], s1["fp"], s1["fn"]) == (1, 2, 2)
    fps = sorted((e["doc"], e["type"], e["stage"], e["rule"]) for e in data["errors"] if e["side"] == "FP")
    assert fps == [("d1", "NOK", "names", "full_name"), ("d2", "EXTENT", "names", "first_only")]
    # the string leak uses the language's own de-identified output
    assert data["string_leak"]["source"] == "prediction's de-identified text"
    # "Hospital Central" survives; "Hospital San Juan" does not (its "Juan" was replaced)
    assert data["string_leak"]["leaked"] == 1
    doc = lxml.html.fromstring(html_out.read_text(encoding="utf-8"))
    origins = [td.text_content() for td in doc.xpath("//tr[@data-side='FP']/td[@class='origin']")]
    assert sorted(origins) == ["names / first_only", "names / full_name"]


def test_deidentified_option(tmp_path):
    folder = tmp_path / "deid"
    folder.mkdir()
    for d in load_corpus(GOLD):
        (folder / f"{d.id}.txt").write_text(d.text, encoding="utf-8")  # nothing removed: everything leaks
    r = run("--gold", GOLD, "--pred", PRED, "--deidentified", folder, "--json", "-")
    sl = json.loads(r.output)["string_leak"]
    assert (sl["gold"], sl["leaked"], sl["rate"]) == (10, 10, 1.0)
    (folder / "doc2.txt").unlink()
    r = run("--gold", GOLD, "--pred", PRED, "--deidentified", folder, ok=False)
    assert r.exit_code == 2 and "de-identified outputs missing for: 'doc2'" in r.stderr


def test_serbian_xml_alone_reports_recorded_checks():
    r = run("--gold", FIX / "serbian", "--json", "-")
    data = json.loads(r.output)
    rec = data["serbian_recorded"]
    # recorded: OK 3, UOK1 1, UOK2 1, NOK 1, MISS 1, MISS-E 1; strict P = 3/(3+1+2) = 0.5, R = 3/(3+1+1) = 0.6;
    # relaxed P = 5/6, R = 5/(5+1) = 5/6; SER = 5/7
    assert rec["counts"]["total"] == {"OK": 3, "UOK1": 1, "UOK2": 1, "NOK": 1, "MISS": 1, "MISS-E": 1}
    assert (rec["strict"]["total"]["precision"], rec["strict"]["total"]["recall"]) == (0.5, 0.6)
    assert rec["relaxed"]["total"]["precision"] == pytest.approx(5 / 6)
    assert rec["ser"]["total"] == pytest.approx(5 / 7)
    # computed from the file's own spans: the PHI elements match the gold exactly; MISS, MISS-E, NOK remain
    assert data["serbian"]["counts"]["total"] == {"OK": 5, "UOK1": 0, "UOK2": 0, "NOK": 1, "MISS": 1, "MISS-E": 1}


def test_other_formats_through_the_command(tmp_path):
    # MEDDOCAN XML gold against BRAT predictions (the gold itself): perfect scores
    r = run("--gold", FIX / "meddocan-xml", "--pred", GOLD, "--json", "-")
    s1 = json.loads(r.output)["meddocan"]["subtask1"]
    assert (s1["tp"], s1["fp"], s1["fn"]) == (10, 0, 0)
    # PhysioNet gold against a JSONL prediction that finds one name partly
    pred = tmp_path / "p.jsonl"
    pred.write_text('{"id": "1-1", "spans": [{"start": 3, "end": 7, "label": "PTName"}]}\n{"id": "1-2", "spans": []}\n')
    data = json.loads(run("--gold", FIX / "physionet", "--pred", pred, "--json", "-").output)
    ph = data["physionet"]
    assert (ph["gold"], ph["gold_found"], ph["pred_right"], ph["precision"]) == (6, 1, 1, 1.0)
    assert ph["per_type_recall"]["PTName"]["recall"] == 1.0 and ph["per_type_recall"]["Date"]["recall"] == 0.0
    # forcing a format
    r = run("--gold", FIX / "meddocan-xml", "--pred", GOLD, "--format", "brat", ok=False)
    assert r.exit_code == 2 and "no .ann files" in r.stderr


def test_errors_exit_2_without_text(tmp_path):
    pred = tmp_path / "p.jsonl"
    pred.write_text('{"id": "doc1", "spans": []}\n{"id": "other", "spans": []}\n')
    r = run("--gold", GOLD, "--pred", pred, ok=False)
    assert r.exit_code == 2
    assert "have no prediction: 'doc2'" in r.stderr and "have no gold: 'other'" in r.stderr
    assert_no_text(r.output + r.stderr)
    r = run("--gold", GOLD, ok=False)
    assert r.exit_code == 2 and "give --pred, or --lang/--grammar-dir" in r.output
    r = run("--gold", GOLD, "--pred", PRED, "--lang", "es", ok=False)
    assert r.exit_code == 2 and "not both" in r.output


def test_hipaa_map_option(tmp_path):
    m = tmp_path / "hipaa.tsv"
    m.write_text("# only the patient's name\nNOMBRE_SUJETO_ASISTENCIA\tyes\nTERRITORIO no\n")
    data = json.loads(run("--gold", GOLD, "--pred", PRED, "--hipaa-map", m, "--json", "-").output)
    h = data["i2b2"]["hipaa"]
    # gold N_SUJETO "Zacarías Petrov Ruiz" vs pred N_SUJETO "Zacarías Petrov" and "Lucía Ferrán": TP 0, FP 2, FN 1
    assert (h["tp"], h["fp"], h["fn"]) == (0, 2, 1)
    assert "FECHAS" in h["unmapped"]
    m.write_text("NOMBRE_SUJETO_ASISTENCIA maybe\n")
    r = run("--gold", GOLD, "--pred", PRED, "--hipaa-map", m, ok=False)
    assert r.exit_code == 2 and "expected 'LABEL yes|no'" in r.stderr


def test_registered_in_a_group_as_eval():
    # fstdeid.cli registers it with `main.add_command(eval_cmd)`: the same, on a group of our own
    import click

    @click.group()
    def group():
        pass

    group.add_command(eval_cmd)
    r = CliRunner().invoke(group, ["eval", "--gold", str(GOLD), "--pred", str(PRED), "--json", "-"])
    assert r.exit_code == 0 and json.loads(r.output)["meddocan"]["subtask1"]["tp"] == 7
    r = CliRunner().invoke(group, ["eval", "--help"])
    assert "--show-text" in r.output and "--gold" in r.output
