"""Compiling Unitex graphs to stages: `.grf` boxes -> an automaton over atoms -> `Rule` patterns.

How a graph means what Unitex means (Unitex manual, chapters "Searching with regular expressions",
"Grammars" and "CasSys"):

* Paths go from the initial box (0) to the final box (1); a box's lines are alternatives, and a line
  is a sequence of tokens. Spaces between tokens are not matched (text tokens are what count).
* A word written in a box matches the text's token **whatever the case of the letters the graph
  writes in lower case**, while a letter written in upper case must be upper case in the text:
  `de` matches de, De, DE; `Paris` matches Paris, PARIS (and PAris), not paris. A `"quoted"` sequence
  matches with its exact case. Digits match the same digits (`2016`), punctuation its character.
* `#` requires the next token to follow without a space; `" "` requires a space.
* Lexical masks: `<E>` (empty), `<MOT>`/`<WORD>` (a word), `<MIN>`/`<LOWER>`, `<MAJ>`/`<UPPER>`,
  `<PRE>`/`<FIRST>` (lower case, all capitals, first letter capital), `<NB>` (a number), `<PNC>`
  (punctuation), `<TOKEN>` (any token), and grammatical masks `<N+Top>`, `<NE+persName:f>`: a
  dictionary entry *or* a tag of an earlier cascade stage whose codes contain those codes (and,
  after `:`, an inflection code containing those characters). `<.N+Top>` is the same mask.
* `<<regex>>` (a morphological filter) keeps the tokens in which the regular expression is found;
  right after a mask (`<MOT><<^[A-Z]>>`) it restricts that mask.
* `:Name` calls the graph `Name.grf` (same folder; `:dir:Name` for a sub-folder, `:..:Name` for the
  parent folder). Calls are
  expanded inline; a graph that calls itself, directly or not, is an error (it would not be regular).
* Outputs make the tags, as in CasSys graphs: `{` opens the tag and `,.CODES}` (or
  `,LEMMA.CODES:INFL}`) closes it, the output of a box being inserted before the box's input (so
  the closing output usually sits on an `<E>` box). What is matched before `{` is a left context,
  what is matched after the closing output a right context. A box whose output is a whole tag
  `{...,.CODES}` is the tag by itself. `$*` ends a left context and `$[ ... $]` is a right context,
  which must come after the closing output.

Each (opening, closing) pair of outputs becomes one `Rule` named after the graph (`Date`, or
`Date_1`, `Date_2`, ... when there are several) with the codes of its closing output.

Not supported (a `GrammarError` names the box): negative contexts `$![`, variables `$a(`...`$a)`,
morphological mode `$<`...`$>`, lexical tags `{...}` written in boxes, lemma masks `<lemma.N>`,
negative codes `<N-Hum>`, `<DIC>`/`<!DIC>`/`<SDIC>`/`<CDIC>`, and outputs other than the tag
braces (CasSys graphs that rewrite the text).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .. import grammar as g
from ..errors import GrammarError
from ..tokenizer import tokenize
from .grf import Box, Graph, Item, read_grf

META = {
    "MOT": g.word, "WORD": g.word, "MIN": g.lower, "LOWER": g.lower, "MAJ": g.upper, "UPPER": g.upper,
    "PRE": g.cap, "FIRST": g.cap, "NB": g.number, "PNC": g.punct, "TOKEN": g.token,
}
UNSUPPORTED_META = ("DIC", "!DIC", "SDIC", "CDIC", "TDIC", "^", "S", "NB!", "!MOT", "!MIN", "!MAJ", "!PRE")

# -- the automaton ---------------------------------------------------------------------------------

EPS = ("eps",)


@dataclass
class _Nfa:
    """States 0..n-1; edges (src, symbol, dst); symbol is EPS, ("atom", Atom), ("open",),
    ("close", codes, infl), ("attached",), ("space",), ("lctx",), ("rctx", "[" | "]")."""

    n: int = 0
    start: int = -1
    final: int = -1

    def __post_init__(self):
        self.edges: list[tuple[int, tuple, int]] = []

    def state(self) -> int:
        self.n += 1
        return self.n - 1

    def add(self, a: int, sym: tuple, b: int) -> None:
        self.edges.append((a, sym, b))


class _Builder:
    def __init__(self, root: Path):
        self.root = root
        self.nfa = _Nfa()
        self.graphs: dict[Path, Graph] = {}

    def graph(self, path: Path) -> Graph:
        key = path.resolve()
        if key not in self.graphs:
            self.graphs[key] = read_grf(path)
        return self.graphs[key]

    def expand(self, path: Path, stack: tuple[Path, ...], where: str) -> tuple[int, int]:
        """Copy the graph at `path` into the automaton; returns its (entry, exit) states."""
        key = path.resolve()
        if key in stack:
            chain = " -> ".join(p.stem for p in (*stack, key))
            raise GrammarError(f"{where}: recursive graph call ({chain}): a cascade stage must be regular")
        graph = self.graph(path)
        nfa = self.nfa
        # each box b: in_state[b] --(output)--> mid --(lines)--> out_state[b] --eps--> successors
        ins = [nfa.state() for _ in graph.boxes]
        outs = [nfa.state() for _ in graph.boxes]
        for box in graph.boxes:
            if box.index == 1:
                continue
            mid = nfa.state()
            after: int | None = None
            pre, post = self.output(box, graph.path)
            cur = ins[box.index]
            for sym in pre:
                nxt = nfa.state()
                nfa.add(cur, sym, nxt)
                cur = nxt
            nfa.add(cur, EPS, mid)
            end = outs[box.index]
            if post:
                after = nfa.state()
                cur2 = after
                for sym in post:
                    nxt = nfa.state()
                    nfa.add(cur2, sym, nxt)
                    cur2 = nxt
                nfa.add(cur2, EPS, end)
                end = after
            for line in box.lines:
                self.line(line, mid, end, box, graph.path, stack + (key,))
            for t in box.transitions:
                nfa.add(outs[box.index], EPS, ins[t])
        return ins[0], ins[1]

    def output(self, box: Box, path: Path) -> tuple[list[tuple], list[tuple]]:
        """Symbols for a box's output: those before its input, and those after it."""
        out = box.output
        if out is None or out == "":
            return [], []
        where = box.where(path)
        s = out.strip()
        if s == "{":
            return [("open",)], []
        m = re.fullmatch(r"(\{)?([^{}]*),([^{}]*)\}", s)
        if m:
            whole, form, rest = m.group(1), m.group(2), m.group(3)
            if not whole and form.strip():
                raise GrammarError(f"{where}: output {out!r}: a closing output is written ,.CODES}} (the form is "
                                   "the matched text)")
            lemma, dot, codes_infl = rest.partition(".")
            if not dot:
                raise GrammarError(f"{where}: output {out!r}: expected ,LEMMA.CODES}} (a '.' before the codes)")
            codes_text, _, infl_text = codes_infl.partition(":")
            codes = tuple(c for c in codes_text.split("+"))
            if not codes or not all(codes):
                raise GrammarError(f"{where}: output {out!r}: expected codes after '.' (,.NE+persName}})")
            infl = tuple(x for x in infl_text.split(":") if x) if infl_text else ()
            close = ("close", codes, infl)
            if whole:
                return [("open",)], [close]
            return [close], []
        raise GrammarError(f"{where}: output {out!r} is not supported: a stage's outputs are the tag braces "
                           "'{' and ',.CODES}' (fstdeid tags text, it does not rewrite it)")

    def line(self, items: list[Item], a: int, b: int, box: Box, path: Path, stack: tuple[Path, ...]) -> None:
        nfa = self.nfa
        where = box.where(path)
        cur = a
        k = 0
        while k < len(items):
            it = items[k]
            nxt = nfa.state()
            if it.kind == "epsilon":
                nfa.add(cur, EPS, nxt)
            elif it.kind == "call":
                target = _call_path(path, it.value)
                if not target.is_file():
                    raise GrammarError(f"{where}: no graph {target.name!r} for the call ':{it.value}' "
                                       f"(looked in {target.parent})")
                entry, exit_ = self.expand(target, stack, where)
                nfa.add(cur, EPS, entry)
                nfa.add(exit_, EPS, nxt)
            elif it.kind == "mark":
                v = it.value
                if v == "$*":
                    nfa.add(cur, ("lctx",), nxt)
                elif v in ("$[", "$]"):
                    nfa.add(cur, ("rctx", v[1]), nxt)
                elif v == "$![":
                    raise GrammarError(f"{where}: negative contexts ($![ ... $]) are not supported")
                elif v in ("$<", "$>"):
                    raise GrammarError(f"{where}: the morphological mode ($< ... $>) is not supported")
                else:
                    raise GrammarError(f"{where}: variables ({v}) are not supported")
            elif it.kind == "attached":
                nfa.add(cur, ("attached",), nxt)
            elif it.kind == "space":
                nfa.add(cur, ("space",), nxt)
            else:
                atoms = self.atoms(it, where)
                # a morphological filter right after a mask or word restricts it
                if k + 1 < len(items) and items[k + 1].kind == "filter" and it.kind != "filter":
                    f = _filter_atom(items[k + 1].value, where)
                    atoms = [a_ & f for a_ in atoms]
                    k += 1
                if it.kind == "quoted":
                    toks = atoms  # a sequence of exact literals
                    prev = cur
                    for j, atom in enumerate(toks):
                        nx = nxt if j == len(toks) - 1 else nfa.state()
                        nfa.add(prev, ("atom", atom), nx)
                        prev = nx
                else:
                    for atom in atoms:
                        nfa.add(cur, ("atom", atom), nxt)
            cur = nxt
            k += 1
        nfa.add(cur, EPS, b)

    def atoms(self, it: Item, where: str) -> list[g.Atom]:
        """The atoms of an item: one unit each (several: alternatives); quoted: a sequence."""
        if it.kind == "word":
            return [_word_atom(it.value)]
        if it.kind == "quoted":
            toks = tokenize(it.value)
            if not toks:
                raise GrammarError(f"{where}: an empty quoted sequence")
            return [g.lit(it.value[t.start:t.end]) for t in toks]
        if it.kind == "filter":
            return [_filter_atom(it.value, where)]
        if it.kind == "mask":
            return _mask_atoms(it.value, where)
        raise GrammarError(f"{where}: unexpected item {it.kind}")


def _call_path(caller: Path, name: str) -> Path:
    parts = [p for p in re.split(r"[:\\]", name) if p]
    rel = Path(*parts) if parts else Path(name)
    if rel.suffix != ".grf":
        rel = rel.with_name(rel.name + ".grf")
    return caller.parent / rel


def _word_atom(word: str) -> g.Atom:
    """A word of a box: lower-case letters match either case, capitals only capitals (Unitex)."""
    if not any(ch.isalpha() for ch in word):
        return g.lit(word)
    if word == word.lower():
        return g.lit(word, ignore_case=True)
    out = []
    for ch in word:
        if ch.isalpha() and ch == ch.lower() and ch.upper() != ch:
            up = ch.upper()
            out.append(f"[{re.escape(ch)}{re.escape(up)}]" if len(up) == 1 else f"(?:{re.escape(ch)}|{re.escape(up)})")
        else:
            out.append(re.escape(ch))
    return g.regex("".join(out))


def _filter_atom(rx: str, where: str) -> g.Atom:
    try:
        re.compile(rx)
    except re.error as e:
        raise GrammarError(f"{where}: bad morphological filter <<{rx}>>: {e}") from None
    return g.regex(f"(?s:.*?(?:{rx}).*)")


_CODE = re.compile(r"[^\s+:.,<>{}\\]+")


def _mask_atoms(mask: str, where: str) -> list[g.Atom]:
    m = mask.strip()
    if m in META:
        return [META[m]()]
    if m in UNSUPPORTED_META or m.startswith("!"):
        raise GrammarError(f"{where}: the mask <{m}> is not supported")
    if "," in m:
        raise GrammarError(f"{where}: the mask <{m}> names a form or lemma; only code masks (<N+Top>) are supported")
    lemma, dot, codes = m.rpartition(".") if "." in m else ("", "", m)
    if lemma:
        raise GrammarError(f"{where}: the lemma mask <{m}> is not supported; use codes only (<{codes}>)")
    codes_text, colon, infl = codes.partition(":")
    parts = codes_text.split("+")
    if any(("-" in p) for p in parts):
        raise GrammarError(f"{where}: negative codes (<{m}>) are not supported")
    if not all(_CODE.fullmatch(p) for p in parts):
        raise GrammarError(f"{where}: the mask <{m}> is not a list of codes A+B+C")
    value = None
    if colon:
        if not re.fullmatch(r"\w+", infl):
            raise GrammarError(f"{where}: the mask <{m}>: expected inflection characters after ':'")
        value = infl
    mask_codes = tuple(parts)
    if value is None or len(value) == 1:
        return [g.Atom("lex", (mask_codes, None, value)), g.Atom("tag", (mask_codes, value))]
    # <A:fs>: an inflection code holding f and s -- approximated by "holds f" and "holds s"
    lex_atom = g.Atom("lex", (mask_codes, None, value[0]))
    tag_atom = g.Atom("tag", (mask_codes, value[0]))
    for ch in value[1:]:
        lex_atom = lex_atom & g.Atom("lex", (mask_codes, None, ch))
        tag_atom = tag_atom & g.Atom("tag", (mask_codes, ch))
    return [lex_atom, tag_atom]


# -- constraints on the next token (# and " ") -------------------------------------------------------


def _resolve_glue(nfa: _Nfa, where: str) -> list[tuple[int, tuple, int]]:
    """Replace `#` and `" "` edges by constraints on the atoms that follow them."""
    edges = nfa.edges
    if not any(sym[0] in ("attached", "space") for _, sym, _ in edges):
        return edges
    out_eps: dict[int, list[int]] = {}
    out_atom: dict[int, list[tuple[g.Atom, int]]] = {}
    for a, sym, b in edges:
        if sym == EPS:
            out_eps.setdefault(a, []).append(b)
        elif sym[0] == "atom":
            out_atom.setdefault(a, []).append((sym[1], b))
    result = [e for e in edges if e[1][0] not in ("attached", "space")]
    for a, sym, b in edges:
        if sym[0] not in ("attached", "space"):
            continue
        extra = g.attached() if sym[0] == "attached" else ~g.attached()
        seen, todo = {b}, [b]
        while todo:
            s = todo.pop()
            for atom, t in out_atom.get(s, ()):
                if _has_tag(atom):
                    continue  # a tag of an earlier stage is no token: "no space before it" cannot hold
                result.append((a, ("atom", atom & extra), t))
            for t in out_eps.get(s, ()):
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
    return result


def _has_tag(atom: g.Atom) -> bool:
    if atom.kind == "tag":
        return True
    if atom.kind in ("and", "not", "or"):
        return any(_has_tag(a) for a in atom.args)
    return False


# -- state elimination: automaton -> pattern ---------------------------------------------------------

_E = "ε"  # the empty word, as a regular expression value (None is the empty language)


def _cat(x, y):
    if x is None or y is None:
        return None
    if x is _E:
        return y
    if y is _E:
        return x
    return g.seq(x, y)


def _union(x, y):
    if x is None:
        return y
    if y is None:
        return x
    if x is _E and y is _E:
        return _E
    if x is _E:
        return y if _nullable(y) else g.opt(y)
    if y is _E:
        return x if _nullable(x) else g.opt(x)
    if x is y:
        return x
    return g.alt(x, y)


def _star(x):
    if x is None or x is _E:
        return _E
    if isinstance(x, g.Repeat) and x.lo == 0 and x.hi == 1:  # (a?)* = a*
        x = x.item
    return g.star(x)


def _nullable(p) -> bool:
    if p is _E:
        return True
    if p is None:
        return False
    if isinstance(p, g.Atom):
        return False
    if isinstance(p, g.Seq):
        return all(_nullable(i) for i in p.items)
    if isinstance(p, g.Alt):
        return any(_nullable(i) for i in p.items)
    if isinstance(p, g.Repeat):
        return p.lo == 0 or _nullable(p.item)
    if isinstance(p, g.Part):
        return _nullable(p.item)
    return False


def _to_pattern(edges, start: int, finals: set[int], allowed) -> object:
    """The language of the paths from `start` to a state of `finals` over the `allowed` edges, as a
    pattern (or `_E` for the empty word only, None for no path). Marker edges allowed but not atoms
    count as the empty word."""
    # keep the states on some start -> final path
    fwd: dict[int, list[tuple[int, object]]] = {}
    for a, sym, b in edges:
        val = allowed(sym)
        if val is not None:
            fwd.setdefault(a, []).append((b, val))
    reach, todo = {start}, [start]
    while todo:
        s = todo.pop()
        for t, _ in fwd.get(s, ()):
            if t not in reach:
                reach.add(t)
                todo.append(t)
    back: dict[int, list[int]] = {}
    for a, lst in fwd.items():
        for b, _ in lst:
            back.setdefault(b, []).append(a)
    co = set(f for f in finals if f in reach)
    todo = list(co)
    while todo:
        s = todo.pop()
        for a in back.get(s, ()):
            if a not in co and a in reach:
                co.add(a)
                todo.append(a)
    if start not in co:
        return None
    S, F = -1, -2
    R: dict[tuple[int, int], object] = {}

    def put(a, b, v):
        R[(a, b)] = _union(R.get((a, b)), v)

    put(S, start, _E)
    for a in co:
        for b, v in fwd.get(a, ()):
            if b in co:
                put(a, b, v)
    for f in co & finals:
        put(f, F, _E)
    states = set(co)
    ins: dict[int, set[int]] = {}
    outs: dict[int, set[int]] = {}
    for (a, b) in R:
        outs.setdefault(a, set()).add(b)
        ins.setdefault(b, set()).add(a)
    while states:
        # eliminate the state with the fewest in x out paths first (keeps the expression small)
        k = min(states, key=lambda s: (len(ins.get(s, ())) * len(outs.get(s, ())), s))
        states.discard(k)
        loop = _star(R.pop((k, k), None)) if (k, k) in R else _E
        ins.get(k, set()).discard(k)
        outs.get(k, set()).discard(k)
        preds = [a for a in ins.get(k, ()) if a != k]
        succs = [b for b in outs.get(k, ()) if b != k]
        for a in preds:
            ra = R.pop((a, k))
            outs[a].discard(k)
            for b in succs:
                put(a, b, _cat(_cat(ra, loop), R[(k, b)]))
                outs.setdefault(a, set()).add(b)
                ins.setdefault(b, set()).add(a)
        for b in succs:
            R.pop((k, b), None)
            ins[b].discard(k)
        ins.pop(k, None)
        outs.pop(k, None)
    return R.get((S, F))


# -- the stage -----------------------------------------------------------------------------------


def compile_graph(path: str | Path, *, name: str | None = None) -> g.Stage:
    """The stage a graph (and the graphs it calls) describes. The stage is named after the file."""
    path = Path(path)
    b = _Builder(path.parent)
    entry, exit_ = b.expand(path, (), str(path))
    nfa = b.nfa
    nfa.start, nfa.final = entry, exit_
    edges = _resolve_glue(nfa, str(path))
    opens = [(a, bb) for a, sym, bb in edges if sym[0] == "open"]
    closes = [(a, sym, bb) for a, sym, bb in edges if sym[0] == "close"]
    if not opens or not closes:
        raise GrammarError(f"{path}: the graph produces no tag: put the output '{{' where the tag starts and "
                           "',.CODES}' where it ends (e.g. on <E> boxes)")

    def atoms_only(sym):
        if sym == EPS:
            return _E
        if sym[0] == "atom":
            return sym[1]
        return None

    def left_side(sym):
        if sym[0] == "lctx":
            return _E
        return atoms_only(sym)

    def right_side(sym):
        if sym[0] == "rctx":
            return _E
        return atoms_only(sym)

    def no_marks(sym):
        if sym[0] in ("lctx", "rctx"):
            return None
        return atoms_only(sym)

    rules: list[tuple[g.Pattern, tuple]] = []
    seen: dict[tuple, int] = {}
    for oa, ob in opens:
        left_pat = _to_pattern(edges, nfa.start, {oa}, left_side)
        if left_pat is None:
            continue
        for ca, csym, cb in closes:
            mid = _to_pattern(edges, ob, {ca}, no_marks)
            if mid is None:
                continue
            right_pat = _to_pattern(edges, cb, {nfa.final}, right_side)
            if right_pat is None:
                continue
            if mid is _E or _nullable(mid):
                raise GrammarError(f"{path}: the tag {csym[1]!r} can be empty: some path from '{{' to "
                                   f"',.{'+'.join(csym[1])}}}' matches no token")
            items = []
            if left_pat is not _E:
                items.append(g.left(left_pat))
            items.append(mid)
            if right_pat is not _E:
                items.append(g.right(right_pat))
            key = (id(left_pat), id(mid), id(right_pat), csym)
            if key in seen:
                continue
            seen[key] = len(rules)
            rules.append((g.seq(*items), csym))
    # a right-context mark before a closing output: Unitex would put the tag's end inside the context
    _check_context_order(edges, path)
    if not rules:
        raise GrammarError(f"{path}: no path goes from the initial box through '{{' and ',.CODES}}' to the final box")
    stem = name or path.stem
    out = []
    for i, (pat, csym) in enumerate(rules, 1):
        rname = stem if len(rules) == 1 else f"{stem}_{i}"
        out.append(g.Rule(_rule_name(rname), pat, codes=csym[1], infl=csym[2]))
    return g.Stage(_rule_name(stem), out, f"Unitex graph {path.name}")


def _rule_name(s: str) -> str:
    return re.sub(r"\s", "_", s)


def _check_context_order(edges, path: Path) -> None:
    """`$[` may only come after the closing output, and `$*` only before the opening one."""
    succ: dict[int, list[tuple[tuple, int]]] = {}
    for a, sym, b in edges:
        succ.setdefault(a, []).append((sym, b))

    def reaches(starts, kinds) -> bool:
        seen, todo = set(starts), list(starts)
        while todo:
            s = todo.pop()
            for sym, t in succ.get(s, ()):
                if sym[0] in kinds:
                    return True
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        return False

    for a, sym, b in edges:
        if sym[0] == "rctx" and sym[1] == "[" and reaches([b], ("close", "open")):
            raise GrammarError(f"{path}: a right context $[ ... $] must come after the tag's closing output")
        if sym[0] == "lctx" and reaches([b], ("lctx",)):
            raise GrammarError(f"{path}: two left-context marks $* on one path")


def load_grf_stage(path: str | Path) -> g.Stage:
    """What `cascade.csc` runs for a "*.grf" line."""
    return compile_graph(path)
