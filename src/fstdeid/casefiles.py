"""Grammar case files: test cases a grammar author writes without Python.

`grammars/<lang>/tests/<stage>.cases`, one case per line:

    # a comment
    Ingreso el 12/12/2016 en Madrid. ⇒ Ingreso el [[12/12/2016|FECHAS]] en [[Madrid|TERRITORIO]].
    dolor en L4-L5 [M51.2] ⇒ dolor en L4-L5 [M51.2]

The left side is the input; the right side is the input with every PHI span the whole cascade
should find written `[[text|LABEL]]` (outermost PHI spans only). `=>` may stand for `⇒`; `\\n`
and `\\t` stand for a newline and a tab on either side, `\\\\` for a backslash.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .annotation import Annotation
from .errors import GrammarError

ARROWS = ("⇒", "=>")


@dataclass(frozen=True)
class Case:
    file: Path
    line: int
    input: str
    expected: str

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class CaseResult:
    case: Case
    actual: str

    @property
    def ok(self) -> bool:
        return self.actual == self.case.expected


def _unescape(s: str, where: str) -> str:
    out, i = [], 0
    while i < len(s):
        ch = s[i]
        if ch == "\\" and i + 1 < len(s):
            nxt = s[i + 1]
            if nxt in "nt\\":
                out.append({"n": "\n", "t": "\t", "\\": "\\"}[nxt])
                i += 2
                continue
            raise GrammarError(f"{where}: unknown escape \\{nxt} (use \\n, \\t or \\\\)")
        out.append(ch)
        i += 1
    return "".join(out)


def read_cases(path: Path) -> list[Case]:
    cases = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        where = f"{path}:{n}"
        arrow = next((a for a in ARROWS if a in raw), None)
        if arrow is None:
            raise GrammarError(f"{where}: expected `input ⇒ expected`")
        left, right = raw.split(arrow, 1)
        cases.append(Case(path, n, _unescape(left.strip(), where), _unescape(right.strip(), where)))
    return cases


def case_files(grammar_dir: Path, stage: str | None = None) -> list[Path]:
    tests = Path(grammar_dir) / "tests"
    files = sorted(tests.glob("*.cases")) if tests.is_dir() else []
    if stage is not None:
        files = [f for f in files if f.stem == stage]
        if not files:
            raise GrammarError(f"no case file {stage}.cases in {tests}")
    return files


def mark_spans(ann: Annotation) -> str:
    """The text with each PHI span written `[[text|LABEL]]`."""
    out, pos = [], 0
    for s in ann.spans:
        out.append(ann.text[pos:s.start])
        out.append(f"[[{ann.text[s.start:s.end]}|{s.label}]]")
        pos = s.end
    out.append(ann.text[pos:])
    return "".join(out)


def run_case(deid, case: Case) -> CaseResult:
    return CaseResult(case, mark_spans(deid.annotate(case.input, doc_id=case.where)))
