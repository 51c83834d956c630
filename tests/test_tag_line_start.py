"""A tag that begins a line carries the line start, as the token it begins with did: a later rule's
`line_start()` holds on it and `~line_start()` does not (a header value stops at the next line even
when an earlier stage tagged that line's first words)."""

from __future__ import annotations

import fstdeid


def _with_stages(demo_copy) -> fstdeid.Deidentifier:
    gdir, ldir = demo_copy
    (gdir / "codes.py").write_text(
        "from fstdeid.grammar import *\n"
        "STAGE = Stage('codes', [Rule('code', lit('ZX') + digits(2), codes='NE+ID')])\n", encoding="utf-8")
    (gdir / "lines.py").write_text(
        "from fstdeid.grammar import *\n"
        "STAGE = Stage('lines', [\n"
        "    Rule('opening', (tag('NE+ID') & line_start()) + lit('fin'), codes='NE+ID'),\n"
        "    Rule('value', lit('Ref') + punct(':') + repeat(~line_start(), 1, 9), codes='NE+ID'),\n"
        "])\n", encoding="utf-8")
    csc = (gdir / "cascade.csc").read_text(encoding="utf-8")
    (gdir / "cascade.csc").write_text(
        csc.replace('"dates.py"', '"codes.py"   Merge   Enabled   1\n"lines.py"   Merge   Enabled   1\n"dates.py"', 1),
        encoding="utf-8")
    return fstdeid.load(grammar_dir=gdir, lexicon_dir=ldir)


def found(deid, text):
    return [text[s.start:s.end] for s in deid.annotate(text).spans]


def test_a_tag_at_a_line_start_is_at_a_line_start(demo_copy):
    deid = _with_stages(demo_copy)
    assert found(deid, "lote ZX 12 fin") == ["ZX 12"]  # inside a line: no line start
    assert found(deid, "lote\nZX 12 fin") == ["ZX 12 fin"]
    assert found(deid, "ZX 12 fin") == ["ZX 12 fin"]  # the text's first unit
    # a value runs to the end of its line, not over the tag that begins the next one
    assert found(deid, "Ref: a b\nZX 12 c") == ["Ref: a b", "ZX 12"]
