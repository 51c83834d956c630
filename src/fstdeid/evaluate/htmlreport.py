"""The HTML report: one self-contained file (inline CSS, JS and SVG; nothing fetched).

Sections: headline figures; an SVG bar plot of P/R/F1 per category (MEDDOCAN subtask 1); the
per-label table; the Serbian scheme; the confusion table (gold label x predicted label, with MISS
and NOK); the string-level leak per label; and a keyword-in-context concordance of every miss and
false positive (left context | span | right context, fixed width, as a Unitex concordance), with
the stage and rule that produced each false positive when known.

Concordance rows are ``<tr class="conc" data-category=.. data-type=.. data-side=.. data-doc=..>``.
The script filters them by category, error type and side (rows that do not match get the
``hidden`` attribute), reads and writes the filter in the URL hash (``#category=FECHAS&type=MISS``),
and sets ``data-ready="true"`` on ``<body>`` once it has applied the hash.

This report contains PHI by design (the concordance shows it in context): treat it as the data.
"""

from __future__ import annotations

import html
import re

from . import measures as M
from .report import Evaluation

CONTEXT = 40
MAX_SPAN = 120

_WS = re.compile(r"\s")


def _e(x) -> str:
    return html.escape(str(x), quote=True)


def _flat(s: str) -> str:
    """Whitespace (line breaks, tabs) as single spaces, so that a concordance line stays one line."""
    return _WS.sub(" ", s)


def concordance_line(text: str, start: int, end: int, width: int = CONTEXT) -> tuple[str, str, str]:
    """(left, span, right): contexts padded to `width` characters, the span cut at MAX_SPAN."""
    left = _flat(text[max(0, start - width):start]).rjust(width)
    span = _flat(text[start:end])
    if len(span) > MAX_SPAN:
        span = span[: MAX_SPAN - 1] + "\u2026"
    right = _flat(text[end:end + width]).ljust(width)
    return left, span, right


_CSS = """
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1.5em;color:#222;background:#fff}
h1{font-size:1.5em;margin:0 0 .3em} h2{font-size:1.15em;margin:1.6em 0 .5em;border-bottom:1px solid #ddd}
.meta{color:#555;margin:.2em 0}
table{border-collapse:collapse;margin:.3em 0} th,td{border:1px solid #ddd;padding:2px 6px;text-align:right}
th{background:#f3f3f3} td.l,th.l{text-align:left}
table.confusion td.zero{color:#ccc} table.confusion td.diag{background:#e3f4e3;font-weight:600}
table.confusion td.err{background:#fbe9e7}
.filters{position:sticky;top:0;background:#fff;padding:.4em 0;border-bottom:1px solid #ddd;z-index:1}
.filters label{margin-right:1.2em}
#concordance-table td{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12.5px;
 white-space:pre;text-align:left}
#concordance-table td.left{text-align:right;color:#555} #concordance-table td.right{color:#555}
#concordance-table td.kw{font-weight:700;background:#fff5cc}
tr.conc[data-side=FP] td.kw{background:#dbe9ff}
td.etype{font-family:system-ui,sans-serif!important}
.legend span{display:inline-block;width:.9em;height:.9em;margin:0 .3em 0 1em;vertical-align:middle}
.note{color:#666;font-size:.9em}
"""

_JS = r"""
(function () {
  "use strict";
  var keys = ["category", "type", "side"];
  var sel = {};
  keys.forEach(function (k) { sel[k] = document.getElementById("filter-" + k); });
  var rows = Array.prototype.slice.call(document.querySelectorAll("#concordance-table tbody tr.conc"));
  var count = document.getElementById("shown-count");

  function parseHash() {
    var out = {};
    location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
      if (!kv) { return; }
      var i = kv.indexOf("=");
      var k = decodeURIComponent(i < 0 ? kv : kv.slice(0, i));
      out[k] = i < 0 ? "" : decodeURIComponent(kv.slice(i + 1).replace(/\+/g, " "));
    });
    return out;
  }

  function setValue(select, value) {
    var found = Array.prototype.some.call(select.options, function (o) { return o.value === value; });
    if (!found) {  // a value with no row: keep it, so that the filter shows none rather than all
      var o = document.createElement("option");
      o.value = value; o.textContent = value;
      select.appendChild(o);
    }
    select.value = value;
  }

  function apply() {
    var shown = 0;
    keys.forEach(function (k) {  // mirror the choice in the markup (a saved or dumped page keeps it)
      Array.prototype.forEach.call(sel[k].options, function (o) { o.defaultSelected = o.value === sel[k].value; });
    });
    rows.forEach(function (r) {
      var ok = keys.every(function (k) { return !sel[k].value || r.getAttribute("data-" + k) === sel[k].value; });
      if (ok) { r.removeAttribute("hidden"); shown += 1; } else { r.setAttribute("hidden", ""); }
    });
    count.textContent = shown + " of " + rows.length + " shown";
    document.body.setAttribute("data-shown", String(shown));
  }

  function fromHash() {
    var h = parseHash();
    keys.forEach(function (k) { setValue(sel[k], h[k] === undefined ? "" : h[k]); });
    apply();
  }

  function toHash() {
    var parts = [];
    keys.forEach(function (k) { if (sel[k].value) { parts.push(k + "=" + encodeURIComponent(sel[k].value)); } });
    var url = location.pathname + location.search + (parts.length ? "#" + parts.join("&") : "");
    try { history.replaceState(null, "", url); } catch (e) { /* file:// in some browsers */ }
  }

  keys.forEach(function (k) {
    sel[k].addEventListener("change", function () { toHash(); apply(); });
  });
  window.addEventListener("hashchange", fromHash);
  fromHash();
  document.body.setAttribute("data-ready", "true");
})();
"""

_COLORS = {"P": "#4c78a8", "R": "#f58518", "F1": "#54a24b"}


def prf_plot(per_label: dict) -> str:
    """Inline SVG: for each label, three horizontal bars (precision, recall, F1) on a 0-1 axis."""
    labels = list(per_label)
    label_w, bar_w, bar_h, gap, top = 290, 420, 7, 9, 26
    group_h = 3 * bar_h + gap
    height = top + max(1, len(labels)) * group_h + 24
    width = label_w + bar_w + 70
    out = [f'<svg id="prf-plot" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="precision, recall and F1 per category">']
    out.append('<g font-family="system-ui,sans-serif" font-size="11">')
    for i, tick in enumerate((0, 0.25, 0.5, 0.75, 1.0)):
        x = label_w + tick * bar_w
        out.append(f'<line x1="{x:.1f}" y1="{top - 4}" x2="{x:.1f}" y2="{height - 20}" stroke="#ddd"/>')
        out.append(f'<text x="{x:.1f}" y="{top - 8}" text-anchor="middle" fill="#666">{tick:g}</text>')
    for n, (name, color) in enumerate(_COLORS.items()):
        x = label_w + n * 70
        out.append(f'<rect x="{x}" y="{height - 14}" width="10" height="10" fill="{color}"/>')
        out.append(f'<text x="{x + 14}" y="{height - 5}">{name}</text>')
    for i, label in enumerate(labels):
        d = per_label[label]
        y = top + i * group_h
        out.append(f'<text x="{label_w - 8}" y="{y + 1.5 * bar_h + 4}" text-anchor="end">{_e(label)} '
                   f'({d["support"]})</text>')
        for j, (key, name) in enumerate((("precision", "P"), ("recall", "R"), ("f1", "F1"))):
            v = d[key]
            out.append(f'<rect class="bar" data-label="{_e(label)}" data-measure="{name}" x="{label_w}" '
                       f'y="{y + j * bar_h}" width="{v * bar_w:.1f}" height="{bar_h - 1}" fill="{_COLORS[name]}">'
                       f'<title>{_e(label)} {name} {v:.4f}</title></rect>')
        f1 = d["f1"]
        out.append(f'<text x="{label_w + f1 * bar_w + 4:.1f}" y="{y + 2.5 * bar_h + 2}" fill="#333" '
                   f'font-size="9">{f1:.3f}</text>')
    out.append("</g></svg>")
    return "".join(out)


def _prf_cells(d: dict) -> str:
    return "".join(f"<td>{_e(d[k])}</td>" for k in ("tp", "fp", "fn")) + "".join(
        f"<td>{d[k]:.4f}</td>" for k in ("precision", "recall", "f1"))


def _summary(f: dict) -> str:
    md, i = f["meddocan"], f["i2b2"]
    rows = [
        ("MEDDOCAN subtask 1 (offset + type)", md["subtask1"]),
        ("MEDDOCAN subtask 2 strict (spans)", md["subtask2_strict"]),
        ("MEDDOCAN subtask 2 merged", md["subtask2_merged"]),
        ("Serbian strict (total)", f["serbian"]["strict"]["total"]),
        ("Serbian relaxed (total)", f["serbian"]["relaxed"]["total"]),
        ("i2b2 strict entity", i["strict"]),
        (f"i2b2 relaxed entity (end \u00b1{i['relaxed']['end_distance']})", i["relaxed"]),
        ("i2b2 token (label)", i["token"]),
        ("i2b2 token (any PHI)", i["token_binary"]),
        ("i2b2 HIPAA subset, strict", i["hipaa"]),
    ]
    body = "".join(f'<tr><td class="l">{_e(name)}</td>{_prf_cells(d)}</tr>' for name, d in rows)
    ph, sl = f["physionet"], f["string_leak"]
    ser = f["serbian"]["ser"]["total"]
    extra = (f'<p>MEDDOCAN leak (FN / sentences): <b>{md["subtask1"]["leak"]:.4f}</b> '
             f'({md["subtask1"]["fn"]} / {md["subtask1"]["sentences"]}) &#183; Serbian SER: '
             f'<b>{"n/a" if ser is None else f"{ser:.4f}"}</b> &#183; PhysioNet overlap recall '
             f'<b>{ph["recall"]:.4f}</b>, precision <b>{ph["precision"]:.4f}</b> &#183; string-level leak '
             f'<b>{sl["leaked"]}</b> of {sl["gold"]} gold strings ({sl["rate"]:.4f}; {_e(sl["source"])})</p>')
    return ('<table id="summary-table"><thead><tr><th class="l">measure</th><th>TP</th><th>FP</th><th>FN</th>'
            '<th>P</th><th>R</th><th>F1</th></tr></thead><tbody>' + body + "</tbody></table>" + extra)


def _per_label(per_label: dict) -> str:
    rows = "".join(
        f'<tr data-category="{_e(label)}"><td class="l"><a href="#category={_e(label)}">{_e(label)}</a></td>'
        f'<td>{d["support"]}</td>{_prf_cells(d)}</tr>' for label, d in per_label.items())
    return ('<table id="per-label-table"><thead><tr><th class="l">label</th><th>support</th><th>TP</th><th>FP</th>'
            '<th>FN</th><th>P</th><th>R</th><th>F1</th></tr></thead><tbody>' + rows + "</tbody></table>")


def _serbian(sr: dict, table_id: str) -> str:
    head = "".join(f"<th>{k}</th>" for k in M.SERBIAN_CLASSES)
    rows = []
    for label, c in sr["counts"].items():
        st, rl, ser = sr["strict"][label], sr["relaxed"][label], sr["ser"][label]
        cells = "".join(f"<td>{c[k]}</td>" for k in M.SERBIAN_CLASSES)
        prf = "".join(f"<td>{d[k]:.4f}</td>" for d in (st, rl) for k in ("precision", "recall", "f1"))
        rows.append(f'<tr><td class="l">{_e(label)}</td>{cells}{prf}<td>{"n/a" if ser is None else f"{ser:.4f}"}'
                    f"</td></tr>")
    return (f'<table id="{table_id}"><thead><tr><th class="l">category</th>{head}<th>P1</th><th>R1</th><th>F1</th>'
            '<th>P2</th><th>R2</th><th>F2</th><th>SER</th></tr></thead><tbody>' + "".join(rows) + "</tbody></table>")


def _confusion(c: dict) -> str:
    head = "".join(f'<th data-pred="{_e(col)}">{_e(col)}</th>' for col in c["cols"])
    rows = []
    for r in c["rows"]:
        cells = []
        for col in c["cols"]:
            n = c["cells"][r].get(col, 0)
            cls = "zero" if n == 0 else "diag" if r == col else "err"
            cells.append(f'<td class="{cls}" data-gold="{_e(r)}" data-pred="{_e(col)}">{n}</td>')
        total = sum(c["cells"][r].values())
        rows.append(f'<tr data-gold="{_e(r)}"><th class="l">{_e(r)}</th>{"".join(cells)}<td>{total}</td></tr>')
    return ('<table id="confusion-table" class="confusion"><thead><tr><th class="l">gold \\ predicted</th>'
            f'{head}<th>total</th></tr></thead><tbody>' + "".join(rows) + "</tbody></table>")


def _leak(sl: dict) -> str:
    rows = "".join(f'<tr><td class="l">{_e(label)}</td><td>{d["gold"]}</td><td>{d["leaked"]}</td>'
                   f'<td>{d["rate"]:.4f}</td></tr>' for label, d in sl["per_label"].items())
    return ('<table id="leak-table"><thead><tr><th class="l">label</th><th>gold strings</th><th>leaked</th>'
            '<th>rate</th></tr></thead><tbody>' + rows + "</tbody></table>")


def _select(name: str, title: str, values: list[str]) -> str:
    opts = '<option value="">all</option>' + "".join(f'<option value="{_e(v)}">{_e(v)}</option>' for v in values)
    return f'<label>{_e(title)} <select id="filter-{name}" name="{name}">{opts}</select></label>'


def _concordance(ev: Evaluation) -> str:
    texts = ev.texts()
    rows = []
    for e in ev.errors:
        text = texts[e.doc]
        left, span, right = concordance_line(text, e.span.start, e.span.end)
        if e.other is not None:
            who = "pred" if e.side == "FN" else "gold"
            other = f"{who} {e.other.label} {e.other.start}-{e.other.end}"
        else:
            other = ""
        origin = f"{e.span.stage} / {e.span.rule}" if e.span.stage is not None else ""
        rows.append(
            f'<tr class="conc" data-category="{_e(e.category)}" data-type="{_e(e.type)}" data-side="{e.side}" '
            f'data-doc="{_e(e.doc)}"><td class="doc">{_e(e.doc)}</td><td class="off">{e.span.start}-{e.span.end}</td>'
            f'<td class="left">{_e(left)}</td><td class="kw">{_e(span)}</td><td class="right">{_e(right)}</td>'
            f'<td class="etype">{e.side} {_e(e.type)}</td><td class="cat">{_e(e.category)}</td>'
            f'<td class="other">{_e(other)}</td><td class="origin">{_e(origin)}</td></tr>')
    categories = sorted({e.category for e in ev.errors})
    types = [t for t in M.ERROR_TYPES if any(e.type == t for e in ev.errors)]
    filters = ('<div class="filters">' + _select("category", "Category", categories)
               + _select("type", "Error type", types) + _select("side", "Side", ["FN", "FP"])
               + '<span id="shown-count"></span></div>')
    return (filters + '<table id="concordance-table"><thead><tr><th>document</th><th>offsets</th>'
            '<th>left context</th><th>span</th><th>right context</th><th>error</th><th>category</th>'
            '<th>other side</th><th>stage / rule</th></tr></thead><tbody>' + "".join(rows) + "</tbody></table>")


def render_html(ev: Evaluation, *, title: str = "fstdeid evaluation") -> str:
    f = ev.figures
    g, p = f["gold"], f["pred"]
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        # Nothing may be fetched: no network, whatever the page holds.
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">",
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{_CSS}</style></head>",
        '<body data-ready="false">',
        f"<h1>{_e(title)}</h1>",
        f'<p class="meta">gold: {_e(g["source"])} ({_e(g["format"])}), {g["documents"]} documents, '
        f'{g["spans"]} spans &#183; predictions: {_e(p["source"])} ({_e(p["format"])}), {p["spans"]} spans'
        + (f', {len(p["failed_documents"])} documents failed' if p["failed_documents"] else "") + "</p>",
        '<p class="meta note">This report shows PHI in context (the concordance): keep it with the data.</p>',
        '<section id="summary"><h2>Summary</h2>' + _summary(f) + "</section>",
        '<section id="plot"><h2>Precision, recall and F1 per category (MEDDOCAN subtask 1)</h2>'
        + prf_plot(f["meddocan"]["subtask1"]["per_label"]) + "</section>",
        '<section id="per-label"><h2>Per category</h2>' + _per_label(f["meddocan"]["subtask1"]["per_label"])
        + "</section>",
        '<section id="serbian"><h2>Serbian scheme (OK/UOK1/UOK2/NOK/MISS/MISS-E; 1 = strict, 2 = relaxed)</h2>'
        + _serbian(f["serbian"], "serbian-table")
        + ("<h3>As recorded in the check attributes</h3>" + _serbian(f["serbian_recorded"], "serbian-recorded-table")
           if "serbian_recorded" in f else "") + "</section>",
        '<section id="confusion"><h2>Confusion between categories (overlapping spans)</h2>'
        '<p class="note">Rows: gold label (NOK: predictions overlapping no gold span); columns: predicted label '
        "of the prediction sharing most characters with the gold span (MISS: none overlaps).</p>"
        + _confusion(f["confusion"]) + "</section>",
        '<section id="leak"><h2>String-level leak (' + _e(f["string_leak"]["source"]) + ")</h2>"
        + _leak(f["string_leak"]) + "</section>",
        '<section id="concordance"><h2>Misses and false positives</h2>'
        '<p class="note">FN: gold span not found exactly; FP: predicted span not in the gold. MISS/MISS-E: nothing '
        "overlaps; NOK: a prediction overlapping no gold; TYPE: same extent, other label; EXTENT: overlapping, "
        "other extent. Filters also read the URL hash, e.g. <code>#category=FECHAS&amp;type=MISS</code>.</p>"
        + _concordance(ev) + "</section>",
        f"<script>{_JS}</script>",
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"
