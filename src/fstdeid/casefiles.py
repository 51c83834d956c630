"""Grammar case files: test cases a grammar author writes without Python.

`grammars/<lang>/tests/<stage>.cases`, one case per line:

    # a comment
    Ingreso el 12/12/2016 en Madrid. ⇒ Ingreso el [[12/12/2016|FECHAS]] en [[Madrid|TERRITORIO]].
    dolor en L4-L5 [M51.2] ⇒ dolor en L4-L5 [M51.2]
    Dr. Pérez ⇒ Dr. [[Pérez|NOMBRE_PERSONAL_SANITARIO]] ~ [[Dr. Pérez|NOMBRE_PERSONAL_SANITARIO]]

The left side is the input; the right side is the input with every PHI span the whole cascade
should find written `[[text|LABEL]]` (outermost PHI spans only). The right side may list
alternatives separated by ` ~ ` (space, tilde, space): the case passes if the result is any of them.
`=>` may stand for `⇒`; `\\n` and `\\t` stand for a newline and a tab on either side, `\\\\` for a
backslash, and `\\~` for a tilde that does not separate alternatives.

Known failures (a ratchet): `grammars/<lang>/tests/known-failures.txt` lists, one per line, the ids
`FILE:LINE` (`dates.cases:12`) of cases that are known to fail, with an optional `# reason`. A
listed case that fails is reported but does not fail the run; a listed case that passes is *fixed*
and must be removed from the list (the run fails until it is), and so must an id that names no
case; a failure that is not listed fails the run. So the list can only shrink.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from .annotation import Annotation
from .errors import GrammarError

ARROWS = ("⇒", "=>")
ALTERNATIVE = " ~ "
KNOWN_FAILURES = "known-failures.txt"


@dataclass(frozen=True)
class Case:
    file: Path
    line: int
    input: str
    expected: str  # the first alternative
    alternatives: tuple[str, ...] = ()  # every accepted result (the first one is `expected`)

    def __post_init__(self) -> None:
        if not self.alternatives:
            object.__setattr__(self, "alternatives", (self.expected,))

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"

    @property
    def id(self) -> str:
        """The case's id in known-failures.txt: `FILE:LINE` with the file name only."""
        return f"{self.file.name}:{self.line}"


@dataclass(frozen=True)
class CaseResult:
    case: Case
    actual: str

    @property
    def ok(self) -> bool:
        return self.actual in self.case.alternatives

    @property
    def closest(self) -> str:
        """The expected alternative nearest to the actual result (to show a diff against)."""
        alts = self.case.alternatives
        if len(alts) == 1:
            return alts[0]
        return max(alts, key=lambda a: difflib.SequenceMatcher(None, a, self.actual, autojunk=False).ratio())


_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", "~": "~"}


def _unescape(s: str, where: str) -> str:
    out, i = [], 0
    while i < len(s):
        ch = s[i]
        if ch == "\\" and i + 1 < len(s):
            nxt = s[i + 1]
            if nxt in _ESCAPES:
                out.append(_ESCAPES[nxt])
                i += 2
                continue
            raise GrammarError(f"{where}: unknown escape \\{nxt} (use \\n, \\t, \\~ or \\\\)")
        out.append(ch)
        i += 1
    return "".join(out)


def _split_alternatives(s: str) -> list[str]:
    """Split at ` ~ ` whose tilde is not escaped (an even number of backslashes before it)."""
    parts, start, i = [], 0, 0
    while True:
        j = s.find(ALTERNATIVE, i)
        if j < 0:
            parts.append(s[start:])
            return parts
        k, slashes = j, 0
        while k > 0 and s[k - 1] == "\\":  # the space before the tilde cannot be escaped; check anyway
            slashes += 1
            k -= 1
        if slashes % 2 == 0:
            parts.append(s[start:j])
            start = j + len(ALTERNATIVE)
        i = j + 1


def read_cases(path: Path) -> list[Case]:
    cases = []
    for n, raw in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        where = f"{path}:{n}"
        arrow = next((a for a in ARROWS if a in raw), None)
        if arrow is None:
            raise GrammarError(f"{where}: expected `input ⇒ expected`")
        left, right = raw.split(arrow, 1)
        right = right.strip()
        alts = tuple(_unescape(a.strip(), where) for a in _split_alternatives(right))
        if (len(alts) > 1 and any(not a for a in alts)) or right.endswith(" ~") or right.startswith("~ "):
            raise GrammarError(f"{where}: an empty alternative (` ~ ` with nothing on one side)")
        cases.append(Case(Path(path), n, _unescape(left.strip(), where), alts[0], alts))
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


# -- readable differences ---------------------------------------------------------------------------

_MARK = re.compile(r"\[\[(.*?)\|([^\[\]|]+)\]\]", re.S)


def unmark(marked: str) -> tuple[str, list[tuple[int, int, str]]]:
    """`a [[b|X]] c` -> ("a b c", [(2, 3, "X")]): the plain text and its spans."""
    out, spans, pos, length = [], [], 0, 0
    for m in _MARK.finditer(marked):
        gap = marked[pos:m.start()]
        out.append(gap)
        length += len(gap)
        spans.append((length, length + len(m.group(1)), m.group(2)))
        out.append(m.group(1))
        length += len(m.group(1))
        pos = m.end()
    out.append(marked[pos:])
    return "".join(out), spans


def span_diff(expected: str, actual: str) -> list[str]:
    """The differing spans of two marked texts: `missing [[b|X]] at 2-3`, `extra ...`, `label ...`."""
    text_e, spans_e = unmark(expected)
    text_a, spans_a = unmark(actual)
    if text_e != text_a:
        return ["the texts differ (is the expected side the input with [[...|LABEL]] marks?)"]
    se, sa = set(spans_e), set(spans_a)
    out = []
    by_place = {(s, e): lab for s, e, lab in sa}
    for s, e, lab in sorted(se - sa):
        if (s, e) in by_place:
            out.append(f"label    [[{text_e[s:e]}|{lab}]] found as {by_place[(s, e)]} at {s}-{e}")
        else:
            out.append(f"missing  [[{text_e[s:e]}|{lab}]] at {s}-{e}")
    wrong_label = {(s, e) for s, e, _ in se}
    for s, e, lab in sorted(sa - se):
        if (s, e) not in wrong_label:
            out.append(f"extra    [[{text_a[s:e]}|{lab}]] at {s}-{e}")
    return out


_PIECES = re.compile(r"\w+|\s+|.", re.S)


def char_diff(expected: str, actual: str, *, context: int = 12) -> str:
    """A compact inline diff of two strings: `…en [-[[-]Madrid[-|X]]-] y…`, [-removed-] {+added+}.

    The strings are compared character by character and by pieces (runs of letters and digits,
    runs of spaces, single other characters); the diff with fewer changes is shown, so a changed
    label shows as one change (`[-FECHAS-]{+EDAD+}`), not as scattered letters."""
    by_char = _diff(list(expected), list(actual), context)
    by_piece = _diff(_PIECES.findall(expected), _PIECES.findall(actual), context)
    best = min((by_char, by_piece), key=lambda d: d[1])[0]
    return best.replace("\n", "\\n").replace("\t", "\\t")


def _diff(pe: list[str], pa: list[str], context: int) -> tuple[str, int]:
    sm = difflib.SequenceMatcher(None, pe, pa, autojunk=False)
    out = []
    ops = sm.get_opcodes()
    changes = 0
    for i, (op, a0, a1, b0, b1) in enumerate(ops):
        if op == "equal":
            seg = "".join(pe[a0:a1])
            first, last = i == 0, i == len(ops) - 1
            if len(seg) > 2 * context + 1 or (first and len(seg) > context) or (last and len(seg) > context):
                head = "" if first else seg[:context]
                tail = "" if last else seg[-context:]
                seg = head + "…" + tail
            out.append(seg)
            continue
        changes += 1
        if op in ("delete", "replace"):
            out.append(f"[-{''.join(pe[a0:a1])}-]")
        if op in ("insert", "replace"):
            out.append(f"{{+{''.join(pa[b0:b1])}+}}")
    return "".join(out), changes


def describe_failure(result: CaseResult) -> str:
    """What `fstdeid test` prints for a failing case."""
    case = result.case
    exp = result.closest
    lines = [f"FAIL {case.where}", f"  input:    {case.input!r}"]
    if len(case.alternatives) > 1:
        lines += [f"  expected one of {len(case.alternatives)}, nearest: {exp!r}"]
    else:
        lines += [f"  expected: {exp!r}"]
    lines += [f"  actual:   {result.actual!r}", f"  diff:     {char_diff(exp, result.actual)}"]
    lines += [f"            {d}" for d in span_diff(exp, result.actual)]
    return "\n".join(lines)


# -- the known-failures ratchet -----------------------------------------------------------------------


def known_failures_file(grammar_dir: Path) -> Path:
    return Path(grammar_dir) / "tests" / KNOWN_FAILURES


_ID = re.compile(r"[^\s:#]+\.cases:\d+")


def read_known_failures(grammar_dir: Path) -> dict[str, int]:
    """The case ids listed in `tests/known-failures.txt` (id -> its line there); {} without the file."""
    path = known_failures_file(grammar_dir)
    if not path.is_file():
        return {}
    out: dict[str, int] = {}
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        body = raw.split("#", 1)[0].strip()
        if not body:
            continue
        ident = body.split()[0]
        if not _ID.fullmatch(ident) or len(body.split()) > 1:
            raise GrammarError(f"{path}:{n}: expected a case id FILE.cases:LINE (then an optional # reason), "
                               f"found {body!r}")
        if ident in out:
            raise GrammarError(f"{path}:{n}: {ident} is listed twice (also at line {out[ident]})")
        out[ident] = n
    return out


@dataclass
class Ratchet:
    """The outcome of a run of case files against a known-failures list."""

    passed: list[CaseResult] = field(default_factory=list)
    failed: list[CaseResult] = field(default_factory=list)  # failures that are not listed: errors
    known: list[CaseResult] = field(default_factory=list)  # listed failures that still fail: tolerated
    fixed: list[CaseResult] = field(default_factory=list)  # listed but passing: to be removed from the list
    stale: list[str] = field(default_factory=list)  # listed ids that name no case

    @property
    def ok(self) -> bool:
        return not (self.failed or self.fixed or self.stale)

    def summary(self) -> str:
        out = f"{len(self.passed)} passed, {len(self.failed)} failed"
        if self.known:
            out += f", {len(self.known)} known failures"
        if self.fixed:
            out += f", {len(self.fixed)} fixed (remove them from {KNOWN_FAILURES})"
        if self.stale:
            out += f", {len(self.stale)} stale ids in {KNOWN_FAILURES}"
        return out


def apply_ratchet(results: list[CaseResult], known: dict[str, int], *, all_files: bool = True) -> Ratchet:
    """Sort results into passed / failed / known / fixed; with `all_files`, listed ids that name no
    case are stale (when only some case files ran, ids of the other files are not checked)."""
    r = Ratchet()
    seen = set()
    for res in results:
        cid = res.case.id
        seen.add(cid)
        listed = cid in known
        if res.ok:
            (r.fixed if listed else r.passed).append(res)
        else:
            (r.known if listed else r.failed).append(res)
    if all_files:
        r.stale = sorted((i for i in known if i not in seen), key=known.get)
    else:
        files = {res.case.file.name for res in results}
        r.stale = sorted((i for i in known if i not in seen and i.split(":")[0] in files), key=known.get)
    return r
