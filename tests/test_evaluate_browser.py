"""The HTML report in a real browser: it renders, its script runs and filters rows from the URL hash.

Needs Chromium at /usr/bin/chromium (Debian: `apt-get install -y chromium`); skipped otherwise.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import lxml.html
import pytest
from click.testing import CliRunner

from fstdeid.evaluate.cli import eval_cmd

CHROMIUM = "/usr/bin/chromium"
FIX = Path(__file__).resolve().parent / "fixtures" / "evaluate"

pytestmark = pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK),
    reason=f"no browser: {CHROMIUM} is not installed (Debian/Ubuntu: apt-get install -y chromium)")


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    """The report of the fixture gold against predictions that also miss every span of doc2."""
    folder = tmp_path_factory.mktemp("report")
    lines = (FIX / "pred.jsonl").read_text(encoding="utf-8").splitlines()
    doc1 = json.loads(lines[0])
    pred = folder / "pred.jsonl"
    pred.write_text(json.dumps(doc1) + "\n" + json.dumps({"id": "doc2", "spans": []}) + "\n", encoding="utf-8")
    out = folder / "report.html"
    result = CliRunner().invoke(eval_cmd, ["--gold", str(FIX / "brat" / "gold"), "--pred", str(pred),
                                           "--html", str(out)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return out


def chromium(tmp_path: Path, url: str, *args: str) -> subprocess.CompletedProcess:
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-extensions",
           f"--user-data-dir={tmp_path / 'profile'}", *args, url]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=90, check=True)


def visible(rows):
    return [r for r in rows if r.get("hidden") is None]


def test_filter_from_url_hash(report, tmp_path):
    dom = chromium(tmp_path, report.as_uri() + "#category=FECHAS", "--virtual-time-budget=5000", "--dump-dom").stdout
    doc = lxml.html.fromstring(dom)
    body = doc.xpath("//body")[0]
    assert body.get("data-ready") == "true", "the report's script did not finish initialising"
    rows = doc.xpath("//table[@id='concordance-table']/tbody/tr[contains(@class, 'conc')]")
    fechas = [r for r in rows if r.get("data-category") == "FECHAS"]
    others = [r for r in rows if r.get("data-category") != "FECHAS"]
    assert fechas and others
    assert visible(rows) == fechas, "only the FECHAS rows may stay visible"
    assert body.get("data-shown") == str(len(fechas))
    assert doc.get_element_by_id("filter-category").xpath("option[@selected]/@value") == ["FECHAS"]
    assert doc.get_element_by_id("shown-count").text_content() == f"{len(fechas)} of {len(rows)} shown"


def test_filters_combine_and_no_hash_shows_all(report, tmp_path):
    dom = chromium(tmp_path, report.as_uri() + "#category=NOMBRE_SUJETO_ASISTENCIA&side=FP&type=EXTENT",
                   "--virtual-time-budget=5000", "--dump-dom").stdout
    doc = lxml.html.fromstring(dom)
    rows = doc.xpath("//tbody/tr[contains(@class, 'conc')]")
    shown = visible(rows)
    assert len(shown) == 1
    assert (shown[0].get("data-category"), shown[0].get("data-side"), shown[0].get("data-type")) == \
        ("NOMBRE_SUJETO_ASISTENCIA", "FP", "EXTENT")
    dom = chromium(tmp_path, report.as_uri(), "--virtual-time-budget=5000", "--dump-dom").stdout
    doc = lxml.html.fromstring(dom)
    assert doc.xpath("//body/@data-ready") == ["true"]
    assert len(visible(doc.xpath("//tbody/tr[contains(@class, 'conc')]"))) == len(rows)
    # a category with no row shows no row (rather than all)
    dom = chromium(tmp_path, report.as_uri() + "#category=NO_SUCH", "--virtual-time-budget=5000", "--dump-dom").stdout
    assert lxml.html.fromstring(dom).xpath("//body/@data-shown") == ["0"]


def test_screenshot_renders(report, tmp_path):
    png = tmp_path / "shot.png"
    chromium(tmp_path, report.as_uri(), "--window-size=1280,1600", f"--screenshot={png}")
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) > 20_000  # a blank page compresses to a few kilobytes
