"""The walkthrough of docs/grammar-guide.md runs: its marked files are written into a copy of
grammars/es and lexicons/es, its commands are run there, and their outputs must show what the guide
shows.

Marked blocks are fenced code blocks whose info string holds the word `walkthrough`:

    ```LANG walkthrough file=PATH                  the block is the new file PATH
    ```LANG walkthrough append=PATH                the block is added at the end of PATH
    ```LANG walkthrough insert=PATH after=TEXT     the block is inserted after the first line starting with TEXT
    ```console walkthrough                         commands: `$ fstdeid ...` lines, each followed by
                                                   lines its output must contain, in that order

Output lines are compared with runs of spaces collapsed; `…` in a line stands for any text, and a
line that is only `…` stands for lines left out. Every command must exit with status 0.
"""

from __future__ import annotations

import re
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from fstdeid.cli import main

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "grammar-guide.md"
FENCE = re.compile(r"^```(?P<info>[^\n]*)\n(?P<body>.*?)^```[ \t]*$", re.M | re.S)


@dataclass
class Block:
    line: int  # where the block starts in the guide
    attrs: dict[str, str]
    body: str


def walkthrough_blocks(text: str) -> list[Block]:
    out = []
    for m in FENCE.finditer(text):
        words = shlex.split(m.group("info"))
        if "walkthrough" not in words:
            continue
        attrs = {"lang": words[0] if words else ""}
        for w in words[1:]:
            if "=" in w:
                k, v = w.split("=", 1)
                attrs[k] = v
        out.append(Block(text.count("\n", 0, m.start()) + 1, attrs, m.group("body")))
    return out


def _inside(root: Path, rel: str) -> Path:
    p = (root / rel).resolve()
    assert root.resolve() in p.parents, f"{rel} is outside the walkthrough folder"
    return p


def _norm(s: str) -> str:
    return " ".join(s.split())


def _pattern(expected: str) -> re.Pattern:
    parts = [re.escape(_norm(p)) for p in expected.split("…")]
    return re.compile(r"\s*" + ".*?".join(parts) + r"\s*")


def check_output(output: str, expected: list[str], where: str) -> None:
    """Each expected line matches an output line, in order (`…` alone: any lines)."""
    lines = [_norm(ln) for ln in output.splitlines()]
    i = 0
    for exp in expected:
        if exp.strip() in ("…", "..."):
            continue
        pat = _pattern(exp)
        while i < len(lines) and not pat.fullmatch(lines[i]):
            i += 1
        assert i < len(lines), f"{where}: expected a line {exp!r} (in order) in the output:\n{output}"
        i += 1


def commands(block: Block) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for raw in block.body.splitlines():
        if raw.startswith("$ "):
            out.append((raw[2:].strip(), []))
        elif raw.strip():
            assert out, f"{GUIDE}:{block.line}: output before the first `$ ` command"
            out[-1][1].append(raw)
    return out


def test_the_guide_marks_a_complete_walkthrough():
    blocks = walkthrough_blocks(GUIDE.read_text(encoding="utf-8"))
    files = {b.attrs.get("file") for b in blocks}
    assert {"grammars/es/muestras.rules", "lexicons/es/es-muestras/lexicon.toml",
            "grammars/es/tests/muestras.cases", "corpus.jsonl"} <= files
    assert any(b.attrs.get("insert") == "grammars/es/cascade.csc" for b in blocks)
    assert any(b.attrs.get("append") == "grammars/es/language.toml" for b in blocks)
    ran = [cmd.split()[1] for b in blocks if b.attrs["lang"] == "console" for cmd, _ in commands(b)]
    assert {"test", "trace", "explain", "eval", "concord"} <= set(ran)


def test_walkthrough(tmp_path, monkeypatch, cache_dir):
    root = tmp_path / "walk"
    shutil.copytree(ROOT / "grammars" / "es", root / "grammars" / "es")
    shutil.copytree(ROOT / "lexicons" / "es", root / "lexicons" / "es")
    monkeypatch.chdir(root)
    runner = CliRunner()
    for block in walkthrough_blocks(GUIDE.read_text(encoding="utf-8")):
        where = f"{GUIDE}:{block.line}"
        a = block.attrs
        if "file" in a:
            p = _inside(root, a["file"])
            assert not p.exists(), f"{where}: {a['file']} exists already: the walkthrough would overwrite it"
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(block.body, encoding="utf-8")
        elif "append" in a:
            p = _inside(root, a["append"])
            old = p.read_text(encoding="utf-8") if p.exists() else ""
            if old and not old.endswith("\n"):
                old += "\n"
            p.write_text(old + block.body, encoding="utf-8")
        elif "insert" in a:
            p = _inside(root, a["insert"])
            lines = p.read_text(encoding="utf-8").splitlines(keepends=True)
            at = next((i for i, ln in enumerate(lines) if ln.startswith(a["after"])), None)
            assert at is not None, f"{where}: no line starting with {a['after']!r} in {a['insert']}"
            lines[at + 1:at + 1] = [block.body]
            p.write_text("".join(lines), encoding="utf-8")
        elif a["lang"] == "console":
            for cmd, expected in commands(block):
                argv = shlex.split(cmd)
                assert argv[0] == "fstdeid", f"{where}: walkthrough commands are fstdeid commands: {cmd}"
                result = runner.invoke(main, argv[1:], catch_exceptions=False)
                assert result.exit_code == 0, f"{where}: `{cmd}` exited with {result.exit_code}:\n{result.output}"
                check_output(result.output, expected, f"{where}: `{cmd}`")
        else:
            pytest.fail(f"{where}: a walkthrough block needs file=, append=, insert= or the console language")


def test_check_output_semantics():
    out = "== a: 0 matches, 0.1 ms\n== b: 1 matches, 0.2 ms\n   1-2\tX\trule=r\n== c\n"
    check_output(out, ["…", "== b: 1 matches, … ms", "1-2 X rule=r", "…"], "t")
    with pytest.raises(AssertionError, match="expected a line"):
        check_output(out, ["== b: 1 matches, … ms", "== a: 0 matches, … ms"], "t")  # out of order
    with pytest.raises(AssertionError, match="expected a line"):
        check_output(out, ["== b: 2 matches, … ms"], "t")


def test_every_rules_example_of_the_guide_parses():
    """The guide's ```rules blocks (examples and the walkthrough's stage) are valid rule files."""
    from fstdeid.rules import parse_rules

    text = GUIDE.read_text(encoding="utf-8")
    examples = [(text.count("\n", 0, m.start()) + 1, m.group("body")) for m in FENCE.finditer(text)
                if m.group("info").split()[:1] == ["rules"]]
    assert len(examples) >= 4
    for line, body in examples:
        assert parse_rules(body, f"{GUIDE}:{line}").stage is not None
