"""Why a span of a text is tagged as it is, or why it is not: `fstdeid explain`.

    from fstdeid.explain import explain, format_explanation
    ex = explain(deid, text, start, end)
    print(format_explanation(ex))

For the span `text[start:end]` it reports

* the tags of the cascade that cover exactly that span (outermost first), or else the tags that
  overlap it: the stage and rule that made each one (with the stage file and, for `.rules` and
  Python files, the line of the rule), its codes, inflection codes, lemma, PHI label, and its nested
  tags;
* every token of the span: its atoms (the labels of the alphabet it carries, named as in traces:
  `lit('Dr')`, `cap`, `lex(('NE', 'persName', 'first'),None,None)`, `#B` for the first token of a
  multi-word lexicon entry...) and the lexicon entries it is (one-token entries, and multi-word
  entries starting at it);
* when no tag covers the span: for each stage run, whether the unit at `start` carries one of the
  labels the stage can begin with, so one sees which stages could have started there (and then did
  not match to the end) and which could not even start.

It prints document text (the span and its tokens): it is a tool for grammar authors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .annotation import TagSpan
from .errors import FstdeidError


@dataclass
class TagInfo:
    tag: TagSpan
    exact: bool  # covers exactly [start, end)
    file: str  # the stage file
    where: str  # the stage file and line of the rule, if known


@dataclass
class TokenInfo:
    start: int
    end: int
    text: str
    atoms: list[str]
    entries: list[tuple[str, str, str, str, str]]  # (lexicon, form, lemma, codes, infl)


@dataclass
class StageProbe:
    stage: str
    iteration: int
    unit: str  # what stands at `start` before the stage: "token" or "tag CODES (stage)"
    can_start: list[str]  # the stage's first labels that the unit carries
    first_labels: list[str]  # a few of the labels the stage can begin with (when it cannot start)
    matched_here: bool  # the stage made a tag starting at `start`
    left_context: bool = False  # some rule of the stage has a left context (its walks start before the span)


@dataclass
class Explanation:
    start: int
    end: int
    text: str  # the span's text
    tags: list[TagInfo] = field(default_factory=list)
    tokens: list[TokenInfo] = field(default_factory=list)
    probes: list[StageProbe] = field(default_factory=list)  # filled when no tag covers the span


def _rule_line(grammar_dir: Path, file: str, rule: str) -> str:
    path = grammar_dir / file
    try:
        if path.suffix == ".rules":
            from .rules import parse_rules

            parsed = parse_rules(path.read_text(encoding="utf-8"), path)
            if rule in parsed.rule_lines:
                return f"{path}:{parsed.rule_lines[rule][0]}"
        elif path.suffix == ".py":
            text = path.read_text(encoding="utf-8")
            m = re.search(r"Rule\(\s*['\"]" + re.escape(rule) + r"['\"]", text)
            if m:
                return f"{path}:{text.count(chr(10), 0, m.start()) + 1}"
    except Exception:  # an explanation never fails on a source it cannot read back
        pass
    return str(path)


def explain(deid, text: str, start: int, end: int, *, doc_id: str = "<text>") -> Explanation:
    if not 0 <= start < end <= len(text):
        raise FstdeidError(f"span {start}-{end} is not inside the text (0-{len(text)}, START < END)")
    ann, trace = deid.trace(text, doc_id=doc_id)
    cascade = deid.cascade
    features = cascade.features
    alphabet = features.alphabet
    grammar_dir = deid.language.grammar_dir
    stage_files = {info.name: info.file for info, _ in cascade.stages}
    ex = Explanation(start, end, text[start:end])

    all_tags = [t for top in ann.tags for t in top.walk()]
    exact = [t for t in all_tags if t.start == start and t.end == end]
    chosen = exact or [t for t in all_tags if t.start < end and start < t.end]
    for t in chosen:
        file = stage_files.get(t.stage, "")
        ex.tags.append(TagInfo(t, t.start == start and t.end == end, file,
                               _rule_line(grammar_dir, file, t.rule) if file else ""))

    tokens = features.token_units(text)
    texts = tokens.texts
    token_feats = dict(zip(zip(tokens.starts, tokens.ends), tokens.feats))
    for i, (t_start, t_end) in enumerate(zip(tokens.starts, tokens.ends)):
        if t_end <= start or t_start >= end:
            continue
        atoms = sorted({alphabet.name_of(lab) for lab in features.labels_of(tokens.feats[i])})
        entries = []
        for lx in cascade.lexicons:
            for an in lx.lookup(texts[i]):
                entries.append((lx.name, texts[i], an.lemma, "+".join(an.codes), ":".join(an.infl)))
            if lx.has_multiword and lx.starts_multiword(texts[i]):
                got = lx.multiword_at(texts, i)
                if got is not None:
                    j, analyses = got
                    form = text[t_start:tokens.ends[j - 1]]
                    for an in analyses:
                        entries.append((lx.name, form, an.lemma, "+".join(an.codes), ":".join(an.infl)))
        ex.tokens.append(TokenInfo(t_start, t_end, texts[i], atoms, entries))

    if not exact:
        before = tuple(zip(tokens.starts, tokens.ends))
        machines = {info.name: m for info, m in cascade.stages}
        with_context = {info.name for info, _ in cascade.stages if info.has_left_context}
        for st in trace:
            unit = next((x for x in before if _start_of(x) == start), None)
            if unit is None:
                covering = next((x for x in before if isinstance(x, TagSpan) and x.start < start < x.end), None)
                desc = (f"offset {start} is inside the tag {'+'.join(covering.codes)} of {covering.stage}/"
                        f"{covering.rule}, one unit for this stage" if covering
                        else f"no token starts at offset {start}")
                ex.probes.append(StageProbe(st.stage, st.iteration, desc, [], [], False))
            else:
                if isinstance(unit, TagSpan):
                    k = before.index(unit)  # a tag begins a line as its first unit did
                    line_start = k == 0 or any(c in "\r\n" for c in text[_end_of(before[k - 1]):start])
                    feats = features.tag_features(unit.codes, unit.infl, line_start)
                    desc = f"tag {'+'.join(unit.codes)} ({unit.stage}/{unit.rule})"
                else:
                    feats = token_feats.get(unit, frozenset())
                    desc = "token"
                machine = machines[st.stage]
                if machine is None:  # a Propagate stage: no automaton
                    ex.probes.append(StageProbe(st.stage, st.iteration, "propagate stage: it tags other occurrences "
                                                "of what earlier stages tagged", [], [], False))
                    before = st.units
                    continue
                first = machine.first
                can = sorted(alphabet.name_of(lab) for lab in features.labels_of(feats) & first)
                some = [] if can else sorted(alphabet.name_of(lab) for lab in first)[:8]
                matched = any(t.start == start for t in st.tags)
                ex.probes.append(StageProbe(st.stage, st.iteration, desc, can, some, matched,
                                            st.stage in with_context))
            before = st.units
    return ex


def _start_of(unit) -> int:
    return unit.start if isinstance(unit, TagSpan) else unit[0]


def _end_of(unit) -> int:
    return unit.end if isinstance(unit, TagSpan) else unit[1]


def _tag_line(t: TagSpan) -> str:
    infl = ":".join(t.infl) or "-"
    return (f"{t.start}-{t.end} {'+'.join(t.codes)}  infl={infl}  lemma={t.lemma or '-'}"
            f"  label={t.label or '-'}  stage={t.stage} rule={t.rule}")


def _is_compound(name: str) -> bool:
    return name.startswith(("and(", "not("))


def format_explanation(ex: Explanation, *, all_atoms: bool = False) -> str:
    """The explanation as text. Compound atoms (`a & b`, `!a`) are counted, not listed, unless `all_atoms`."""
    out = [f"span {ex.start}-{ex.end}: {ex.text!r}"]
    if ex.tags:
        exact = any(t.exact for t in ex.tags)
        out.append("tagged as:" if exact else "no tag covers exactly this span; tags overlapping it:")
        for info in ex.tags:
            t = info.tag
            out.append(f"  {'+'.join(t.codes)}  {t.start}-{t.end}  (PHI {t.label})" if t.label
                       else f"  {'+'.join(t.codes)}  {t.start}-{t.end}  (not PHI)")
            out.append(f"    stage {t.stage}, rule {t.rule}   {info.where}")
            out.append(f"    codes {'+'.join(t.codes)}  infl {':'.join(t.infl) or '-'}  lemma {t.lemma or '-'}")
            if t.children:
                out.append("    nested tags:")
                stack = [(c, 3) for c in reversed(t.children)]
                while stack:
                    c, depth = stack.pop()
                    out.append("  " * depth + _tag_line(c))
                    stack.extend((cc, depth + 1) for cc in reversed(c.children))
    else:
        out.append("no tag covers or overlaps this span")
    out.append("tokens:")
    for tok in ex.tokens:
        out.append(f"  {tok.start}-{tok.end} {tok.text!r}")
        shown = tok.atoms if all_atoms else [a for a in tok.atoms if not _is_compound(a)]
        hidden = len(tok.atoms) - len(shown)
        atoms = ", ".join(shown) if shown else "(none of the grammars' plain atoms)"
        if hidden:
            atoms += f" (and {hidden} compound atoms a & b, !a: --all-atoms lists them)"
        out.append(f"    atoms: {atoms}")
        for lexname, form, lemma, codes, infl in tok.entries:
            out.append(f"    lexicon {lexname}: {form},{lemma}.{codes}{':' + infl if infl else ''}")
    if ex.probes:
        out.append(f"stages at offset {ex.start} (why nothing tags this span):")
        for p in ex.probes:
            run = f" (run {p.iteration + 1})" if p.iteration else ""
            if p.unit.startswith(("offset", "no token", "propagate stage")):
                out.append(f"  {p.stage}{run}: {p.unit}")
                continue
            if p.matched_here:
                verdict = "tagged a span starting here (not this one)"
            elif p.can_start:
                verdict = f"could start here ({', '.join(p.can_start)}) but no rule matched to the end"
            elif p.first_labels:
                verdict = f"cannot start here: it begins with one of {', '.join(p.first_labels)}"
            else:
                verdict = "cannot start here"
            if p.left_context and not p.matched_here:
                verdict += " (rules with a left context start before the span, at their context)"
            out.append(f"  {p.stage}{run}: at {p.unit}: {verdict}")
    return "\n".join(out)
