"""A tag that begins a line carries the line start, as the token it begins with did: a later rule's
`line_start()` holds on it and `~line_start()` does not (a header value stops at the next line even
when an earlier stage tagged that line's first words)."""

from __future__ import annotations

import fstdeid
from conftest import load_demo_with_stages


def _with_stages(demo_copy) -> fstdeid.Deidentifier:
    return load_demo_with_stages(demo_copy, {
        "codes.py": "STAGE = Stage('codes', [Rule('code', lit('ZX') + digits(2), codes='NE+ID')])\n",
        "lines.py": (
            "STAGE = Stage('lines', [\n"
            "    Rule('opening', (tag('NE+ID') & line_start()) + lit('fin'), codes='NE+ID'),\n"
            "    Rule('value', lit('Ref') + punct(':') + repeat(~line_start(), 1, 9), codes='NE+ID'),\n"
            "])\n"),
    })


def found(deid, text):
    return [text[s.start:s.end] for s in deid.annotate(text).spans]


def test_a_tag_at_a_line_start_is_at_a_line_start(demo_copy):
    deid = _with_stages(demo_copy)
    assert found(deid, "lote ZX 12 fin") == ["ZX 12"]  # inside a line: no line start
    assert found(deid, "lote\nZX 12 fin") == ["ZX 12 fin"]
    assert found(deid, "ZX 12 fin") == ["ZX 12 fin"]  # the text's first unit
    # a value runs to the end of its line, not over the tag that begins the next one
    assert found(deid, "Ref: a b\nZX 12 c") == ["Ref: a b", "ZX 12"]
