"""The parser of `.rules` files: text in, `fstdeid.grammar` objects out.

It is a hand-written recursive-descent parser over the characters of the file (no separate token
stream: what a character means depends on where it stands, e.g. `+` after an item is a repetition,
between codes after `->` a separator). Every error is a `GrammarError` that names
`file:line:column` and says what was expected there.

The grammar (see docs/grammar-guide.md for the prose):

    file      := { statement }
    statement := "stage" NAME [STRING] [";"]
               | "include" STRING [";"]
               | "macro" NAME "=" expr ";"
               | "rule" NAME ["(" "weight" NUMBER ")"] "=" body "->" codes { action } ";"
               | "propagate" codes { "," codes } ["(" popt { "," popt } ")"] ";"
    popt      := "parts" | "by_lemma" | "join" | "capital" | "min_chars" N | "exact_case"
    body      := ["[" "left" ":" expr "]"] expr ["[" "right" ":" expr "]"]
    expr      := seq { "|" seq }
    seq       := item { item }
    item      := [NAME ":"] postfix                       a named part covers the postfix expression
    postfix   := conj { "?" | "*" | "+" | "{" N "}" | "{" N "," [M] "}" | "{" "," M "}" }
    conj      := unary { "&" unary }                      single-unit atoms only
    unary     := "!" unary | primary
    primary   := STRING ["i"] | REGEX | "<" atom ">" | NAME | "(" expr ")" | "either" "(" conj { "," conj } ")"
    codes     := CODE { "+" CODE }
    action    := "infl" "(" VALUE { [":" | ","] VALUE } ")"
               | "infl_from" "(" NAME { [","] NAME } ")"
               | "lemma_from" "(" NAME { [","] NAME } ")"
               | "agree" "(" ATTR ":" NAME { [","] NAME } { ";" ATTR ":" NAME { [","] NAME } } ")"
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from .. import grammar as g
from ..errors import GrammarError
from ..tokenizer import tokenize

KEYWORDS = ("stage", "include", "macro", "rule", "propagate", "either")
ACTIONS = ("infl", "infl_from", "lemma_from", "agree")

#: `<name>` atoms without an argument, and the combinator each one calls.
SIMPLE_ATOMS = {
    "cap": g.cap, "upper": g.upper, "lower": g.lower, "word": g.word, "number": g.number, "punct": g.punct,
    "email": g.email, "url": g.url, "token": g.token, "any": g.any_unit, "bol": g.line_start,
    "attached": g.attached,
}
ATOMS_WITH_ARGUMENT = ("digits", "lex", "tag")
ALL_ATOMS = tuple(SIMPLE_ATOMS) + ATOMS_WITH_ARGUMENT

_IDENT = re.compile(r"[^\W\d]\w*")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_CODE = re.compile(r"[^\s+;:,()\[\]{}<>\"#=|&!?*/\\.]+")
_LEXNAME = re.compile(r"[^\s@:<>]+")


@dataclass
class RulesFile:
    """What one `.rules` file defines: its stage (None for a file of macros only) and its macros."""

    path: Path
    stage: g.Stage | g.Propagate | None
    macros: dict[str, g.Pattern] = field(default_factory=dict)
    #: where each rule starts (rule name -> (line, column)), for error reports and `fstdeid explain`
    rule_lines: dict[str, tuple[int, int]] = field(default_factory=dict)


class _Parser:
    def __init__(self, text: str, path: Path, *, include_stack: tuple[Path, ...] = ()):
        self.text = text
        self.path = path
        self.pos = 0
        self.include_stack = include_stack + (path.resolve(),)
        self.macros: dict[str, g.Pattern] = {}
        self.macro_where: dict[str, tuple[int, int]] = {}
        self.stage_name: str | None = None
        self.description = ""
        self.rules: list[g.Rule] = []
        self.rule_lines: dict[str, tuple[int, int]] = {}
        self.propagate: dict | None = None  # the arguments of a `propagate` statement
        self.propagate_at: int = 0

    # -- positions and errors -------------------------------------------------------------------

    def where(self, pos: int | None = None) -> tuple[int, int]:
        pos = self.pos if pos is None else pos
        line = self.text.count("\n", 0, pos) + 1
        col = pos - (self.text.rfind("\n", 0, pos) + 1) + 1
        return line, col

    def error(self, message: str, pos: int | None = None) -> GrammarError:
        line, col = self.where(pos)
        return GrammarError(f"{self.path}:{line}:{col}: {message}")

    def found(self) -> str:
        """What stands at the current position, for 'expected X, found Y' messages."""
        if self.pos >= len(self.text):
            return "the end of the file"
        m = _IDENT.match(self.text, self.pos)
        if m:
            return repr(m.group())
        return repr(self.text[self.pos])

    def expected(self, what: str) -> GrammarError:
        return self.error(f"expected {what}, found {self.found()}")

    # -- scanning -------------------------------------------------------------------------------

    def skip(self) -> None:
        """Skip whitespace and `#` comments."""
        text, n = self.text, len(self.text)
        while self.pos < n:
            ch = text[self.pos]
            if ch.isspace():
                self.pos += 1
            elif ch == "#":
                nl = text.find("\n", self.pos)
                self.pos = n if nl < 0 else nl + 1
            else:
                break

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def at(self, s: str) -> bool:
        self.skip()
        return self.text.startswith(s, self.pos)

    def ahead(self, s: str) -> bool:
        """Whether `s` comes next (after blanks and comments), without moving."""
        save = self.pos
        found = self.at(s)
        self.pos = save
        return found

    def accept(self, s: str) -> bool:
        if self.at(s):
            self.pos += len(s)
            return True
        return False

    def expect(self, s: str, what: str | None = None) -> None:
        if not self.accept(s):
            raise self.expected(what or f"{s!r}")

    def peek_ident(self) -> str | None:
        self.skip()
        m = _IDENT.match(self.text, self.pos)
        return m.group() if m else None

    def ident(self, what: str) -> str:
        self.skip()
        m = _IDENT.match(self.text, self.pos)
        if not m:
            raise self.expected(what)
        self.pos = m.end()
        return m.group()

    def keyword(self, word: str) -> bool:
        """Accept `word` if it stands here as a whole identifier."""
        if self.peek_ident() == word:
            self.pos += len(word)
            return True
        return False

    def number(self, what: str) -> tuple[float, int]:
        self.skip()
        m = _NUMBER.match(self.text, self.pos)
        if not m:
            raise self.expected(what)
        start = self.pos
        self.pos = m.end()
        return float(m.group()), start

    def integer(self, what: str) -> int:
        self.skip()
        m = re.compile(r"\d+").match(self.text, self.pos)
        if not m:
            raise self.expected(what)
        self.pos = m.end()
        return int(m.group())

    def string(self) -> tuple[str, bool, int]:
        """A `"..."` literal (escapes `\\"` and `\\\\`), and whether an `i` flag follows it."""
        start = self.pos
        assert self.text[self.pos] == '"'
        self.pos += 1
        out = []
        while True:
            if self.pos >= len(self.text) or self.text[self.pos] == "\n":
                raise self.error("unterminated string: expected a closing '\"' on the same line", start)
            ch = self.text[self.pos]
            if ch == "\\":
                nxt = self.text[self.pos + 1:self.pos + 2]
                if nxt not in ('"', "\\"):
                    raise self.error("unknown escape in a string: only \\\" and \\\\ are escapes", self.pos)
                out.append(nxt)
                self.pos += 2
                continue
            if ch == '"':
                self.pos += 1
                break
            out.append(ch)
            self.pos += 1
        ignore_case = False
        if self.text.startswith("i", self.pos) and not _IDENT.match(self.text, self.pos + 1):
            ignore_case = True
            self.pos += 1
        return "".join(out), ignore_case, start

    # -- statements -----------------------------------------------------------------------------

    def parse(self) -> None:
        while True:
            self.skip()
            if self.pos >= len(self.text):
                return
            start = self.pos
            word = self.peek_ident()
            if word == "stage":
                self.pos += len(word)
                self.stage_statement(start)
            elif word == "include":
                self.pos += len(word)
                self.include_statement()
            elif word == "macro":
                self.pos += len(word)
                self.macro_statement()
            elif word == "rule":
                self.pos += len(word)
                if self.propagate is not None:
                    raise self.error("a propagate stage has no rules", start)
                self.rule_statement(start)
            elif word == "propagate":
                self.pos += len(word)
                self.propagate_statement(start)
            else:
                raise self.expected("a statement: stage, include, macro, rule or propagate")

    def stage_statement(self, start: int) -> None:
        if self.stage_name is not None:
            raise self.error("a file defines one stage: a second `stage` statement", start)
        if self.rules:
            raise self.error("`stage NAME` must come before the first rule", start)
        name = self.ident("a stage name")
        if self.peek() == '"':
            self.description = self.string()[0]
        self.accept(";")
        self.stage_name = name

    def include_statement(self) -> None:
        if self.peek() != '"':
            raise self.expected('a file name in double quotes: include "common.rules"')
        rel, _, spos = self.string()
        self.accept(";")
        target = (self.path.parent / rel)
        if target.resolve() in self.include_stack:
            raise self.error(f"include cycle: {rel!r} includes itself (directly or not)", spos)
        try:
            text = target.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise self.error(f"no file {rel!r} to include (looked in {self.path.parent})", spos) from None
        except (OSError, UnicodeDecodeError) as e:
            raise self.error(f"cannot read {rel!r}: {e}", spos) from None
        sub = _Parser(text, target, include_stack=self.include_stack)
        sub.parse()
        if sub.stage_name is not None or sub.rules:
            raise self.error(f"{rel!r} defines a stage or rules: an included file may only define macros", spos)
        for name, pat in sub.macros.items():
            if name in self.macros:
                raise self.error(f"{rel!r} defines macro {name!r}, which is already defined", spos)
            self.macros[name] = pat
            self.macro_where[name] = sub.macro_where[name]

    def macro_statement(self) -> None:
        self.skip()
        npos = self.pos
        name = self.ident("a macro name")
        self.check_name(name, npos, "macro")
        if name in self.macros:
            line, col = self.macro_where[name]
            raise self.error(f"macro {name!r} is already defined (at line {line}, column {col})", npos)
        self.expect("=", "'=' after the macro name")
        pat = self.expr(top=False)
        self.expect(";", "';' at the end of the macro (or an operator)")
        self.macros[name] = pat
        self.macro_where[name] = self.where(npos)

    def check_name(self, name: str, pos: int, what: str) -> None:
        if name in KEYWORDS or name in ACTIONS:
            raise self.error(f"{name!r} is a keyword and cannot name a {what}", pos)

    def rule_statement(self, start: int) -> None:
        self.skip()
        npos = self.pos
        name = self.ident("a rule name")
        if name in self.rule_lines:
            line, col = self.rule_lines[name]
            raise self.error(f"rule {name!r} is already defined (at line {line}, column {col})", npos)
        weight = 0.0
        if self.accept("("):
            if not self.keyword("weight"):
                raise self.expected("'weight' (the only rule option)")
            weight, wpos = self.number("a number (the rule's weight)")
            if abs(weight) > 1e6:
                raise self.error("a weight must be below 1e6", wpos)
            self.expect(")", "')' after the weight")
        self.expect("=", "'=' before the rule's pattern")
        body = self.body()
        self.expect("->", "'->' and the output codes (or an operator)")
        codes = self.codes()
        infl: tuple[str, ...] = ()
        infl_from: tuple[str, ...] = ()
        lemma_from: tuple[str, ...] = ()
        agree: dict[str, tuple[str, ...]] = {}
        seen: set[str] = set()
        while not self.accept(";"):
            apos = self.pos
            action = self.peek_ident()
            if action not in ACTIONS:
                raise self.expected("';' at the end of the rule, or an output action "
                                    "(infl, infl_from, lemma_from, agree)")
            if action in seen:
                raise self.error(f"{action}(...) is given twice", apos)
            seen.add(action)
            self.pos += len(action)
            self.expect("(", f"'(' after {action}")
            if action == "infl":
                infl = self.name_list(")", "an inflection code", sep=":,")
            elif action == "infl_from":
                infl_from = self.name_list(")", "a part name")
            elif action == "lemma_from":
                lemma_from = self.name_list(")", "a part name")
            else:
                agree = self.agreement()
        parts = set(g.part_names(body))
        for what, names in (("infl_from", infl_from), ("lemma_from", lemma_from),
                            *(("agree", ns) for ns in agree.values())):
            for p in names:
                if p not in parts:
                    hint = _did_you_mean(p, parts)
                    raise self.error(f"rule {name}: {what} names part {p!r}, but the pattern has no part of that name "
                                     f"(parts: {', '.join(sorted(parts)) or 'none'}){hint}", start)
        try:
            rule = g.Rule(name, body, codes=codes, weight=weight, infl=infl, infl_from=infl_from,
                          lemma_from=lemma_from, agree=agree)
        except GrammarError as e:
            raise self.error(str(e), start) from None
        self.rules.append(rule)
        self.rule_lines[name] = self.where(start)

    def propagate_statement(self, start: int) -> None:
        if self.propagate is not None:
            raise self.error("a file defines one stage: a second `propagate` statement", start)
        if self.rules:
            raise self.error("a propagate stage has no rules: `propagate` cannot follow a rule", start)
        masks = [self.codes()]
        while self.accept(","):
            masks.append(self.codes())
        opts: dict = {}
        if self.accept("("):
            while True:
                self.skip()
                opos = self.pos
                word = self.ident("an option: parts, by_lemma, join, capital, min_chars N or exact_case")
                if word in opts or (word == "exact_case" and "ignore_case" in opts):
                    raise self.error(f"option {word!r} is given twice", opos)
                if word == "parts":
                    opts["parts"] = True
                elif word == "by_lemma":
                    opts["by_lemma"] = True
                elif word == "join":
                    opts["join"] = True
                elif word == "capital":
                    opts["capital"] = True
                elif word == "exact_case":
                    opts["ignore_case"] = False
                elif word == "min_chars":
                    opts["min_chars"] = self.integer("a number of characters")
                else:
                    raise self.error(f"unknown option {word!r}: expected parts, by_lemma, join, capital, min_chars N "
                                     "or exact_case", opos)
                if self.accept(")"):
                    break
                self.expect(",", "',' between options or ')'")
        self.expect(";", "';' at the end of the propagate statement")
        self.propagate = {"masks": masks, **opts}
        self.propagate_at = start

    def name_list(self, close: str, what: str, sep: str = ",") -> tuple[str, ...]:
        out = []
        while True:
            self.skip()
            if self.accept(close):
                if not out:
                    raise self.error(f"expected {what} before {close!r}")
                return tuple(out)
            if out and self.peek() in sep:
                self.pos += 1
                self.skip()
            if what == "an inflection code":
                m = _CODE.match(self.text, self.pos)
                if not m:
                    raise self.expected(what)
                self.pos = m.end()
                out.append(m.group())
            else:
                out.append(self.ident(what))

    def agreement(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        while True:
            self.skip()
            apos = self.pos
            attr = self.ident("an inflection attribute (agree(gender: first last))")
            if attr in out:
                raise self.error(f"agreement on {attr!r} is given twice", apos)
            self.expect(":", f"':' after the attribute {attr!r}")
            names = []
            while True:
                self.skip()
                if self.at(")") or self.at(";"):
                    break
                if names and self.accept(","):
                    continue
                names.append(self.ident("a part name"))
            if len(names) < 2:
                raise self.error(f"agree({attr}: ...) needs at least two parts that agree", apos)
            out[attr] = tuple(names)
            if self.accept(")"):
                return out
            self.expect(";", "';' between agreements or ')'")

    def codes(self) -> tuple[str, ...]:
        out = []
        while True:
            self.skip()
            m = _CODE.match(self.text, self.pos)
            if not m:
                raise self.expected("an output code (codes are written NE+FECHAS)")
            out.append(m.group())
            self.pos = m.end()
            if not self.text.startswith("+", self.pos):
                return tuple(out)
            self.pos += 1

    # -- patterns -------------------------------------------------------------------------------

    def body(self) -> g.Pattern:
        items = []
        if self.at("["):
            items.append(self.context("left"))
        items.append(self.expr(top=True))
        if self.at("["):
            items.append(self.context("right"))
        return g.seq(*items)

    def context(self, side: str) -> g.Pattern:
        start = self.pos
        self.expect("[")
        got = self.peek_ident()
        if got not in ("left", "right"):
            raise self.expected("'left:' or 'right:' after '['")
        if got != side:
            if side == "left":
                raise self.error("a right context [right: ...] must end the rule", start)
            raise self.error("a left context [left: ...] must start the rule", start)
        self.pos += len(got)
        self.expect(":", f"':' after '{side}'")
        inner = self.expr(top=False)
        self.expect("]", f"']' to close the {side} context")
        return g.left(inner) if side == "left" else g.right(inner)

    def expr(self, *, top: bool) -> g.Pattern:
        alts = [self.seq(top=top)]
        while self.accept("|"):
            alts.append(self.seq(top=top))
        return g.alt(*alts)

    def starts_item(self) -> bool:
        ch = self.peek()
        if not ch:
            return False
        if ch in '"/<(!':
            return True
        word = self.peek_ident()
        return word is not None

    def seq(self, *, top: bool) -> g.Pattern:
        self.skip()
        if not self.starts_item():
            if self.peek() == "[":
                raise self.error("contexts [left: ...] and [right: ...] may only start or end a rule's pattern, "
                                 "not stand inside it")
            raise self.expected("a pattern item: \"word\", /regex/, <atom>, a macro name or '('")
        items = [self.item()]
        while self.starts_item():
            items.append(self.item())
        if self.peek() == "[" and not top:
            raise self.error("contexts [left: ...] and [right: ...] may only start or end a rule's pattern, "
                             "not stand inside parentheses, contexts or macros")
        return g.seq(*items)

    def item(self) -> g.Pattern:
        self.skip()
        start = self.pos
        m = _IDENT.match(self.text, self.pos)
        if m and self.text.startswith(":", m.end()):
            name = m.group()
            self.check_name(name, start, "part")
            self.pos = m.end() + 1
            self.skip()
            if not self.starts_item():
                raise self.expected(f"a pattern after the part name '{name}:'")
            return g.part(name, self.postfix())
        return self.postfix()

    def postfix(self) -> g.Pattern:
        self.skip()
        start = self.pos
        p = self.conj()
        ch = self.text[self.pos:self.pos + 1]
        if ch and ch in "?*+{" and self._conjoined:
            raise self.error(f"a repetition right after 'a & b' is ambiguous: write (a & b){ch}", self.pos)
        while True:
            # postfix operators stand right after their operand, with no space before them
            ch = self.text[self.pos:self.pos + 1]
            if ch == "?":
                self.pos += 1
                p = g.opt(p)
            elif ch == "*":
                self.pos += 1
                p = g.star(p)
            elif ch == "+":
                self.pos += 1
                p = g.plus(p)
            elif ch == "{":
                p = self.counted(p, start)
            else:
                save = self.pos
                nxt = self.peek()
                if nxt in ("?", "*", "+", "{"):
                    seq_hint = "; a sequence is written with spaces, not '+'" if nxt == "+" else ""
                    raise self.error(f"a space before {nxt!r}: write repetition operators right after their item "
                                     f"(\"a\"{nxt if nxt != '{' else '{2}'}){seq_hint}")
                self.pos = save
                return p

    def counted(self, p: g.Pattern, start: int) -> g.Pattern:
        bpos = self.pos
        self.expect("{")
        lo: int | None
        if self.at(","):
            lo = 0
        else:
            lo = self.integer("a count: {n}, {n,m}, {n,} or {,m}")
        hi: int | None = lo
        if self.accept(","):
            hi = None if self.at("}") else self.integer("the largest count, or '}'")
        self.expect("}", "'}' to close the count")
        if hi is not None and (hi < lo or hi < 1):
            raise self.error(f"a count {{{lo},{hi}}} needs lo <= hi and hi >= 1", bpos)
        return g.repeat(p, lo, hi)

    def conj(self) -> g.Pattern:
        self.skip()
        start = self.pos
        p = self.unary()
        conjoined = False
        while self.ahead("&"):
            conjoined = True
            self.accept("&")
            self.skip()
            rpos = self.pos
            q = self.unary()
            if not isinstance(p, g.Atom):
                raise self.error("'&' combines single-unit atoms; its left side is a sequence or repetition", start)
            if not isinstance(q, g.Atom):
                raise self.error("'&' combines single-unit atoms; its right side is a sequence or repetition", rpos)
            p = p & q
        self._conjoined = conjoined
        return p

    def unary(self) -> g.Pattern:
        self.skip()
        start = self.pos
        if self.accept("!"):
            p = self.unary()
            if not isinstance(p, g.Atom):
                raise self.error("'!' negates a single-unit atom, not a sequence or repetition", start)
            return ~p
        return self.primary()

    def primary(self) -> g.Pattern:
        self.skip()
        start = self.pos
        ch = self.peek()
        if ch == '"':
            text, ignore_case, spos = self.string()
            return self.literal(text, ignore_case, spos)
        if ch == "/":
            return self.regex()
        if ch == "<":
            return self.atom()
        if ch == "(":
            self.pos += 1
            p = self.expr(top=False)
            self.expect(")", "')' (or an operator)")
            return p
        m = _IDENT.match(self.text, self.pos)
        if m and m.group() == "either":
            self.pos = m.end()
            self.expect("(", "'(' after either: either(<cap>, <upper>)")
            atoms = []
            while True:
                self.skip()
                apos = self.pos
                a = self.conj()
                if not isinstance(a, g.Atom):
                    raise self.error("either(...) takes single-unit atoms, not a sequence or repetition", apos)
                atoms.append(a)
                if self.accept(")"):
                    break
                self.expect(",", "',' between the atoms of either(...) or ')'")
            if len(atoms) < 2:
                raise self.error("either(...) needs at least two atoms", start)
            return g.either(*atoms)
        if m:
            name = m.group()
            if name in self.macros:
                self.pos = m.end()
                return self.macros[name]
            if name in KEYWORDS:
                raise self.error(f"expected ';' before the next statement {name!r}", start)
            hint = _did_you_mean(name, self.macros)
            if name in ALL_ATOMS:
                hint = f" (the atom is written <{name}>)"
            raise self.error(f"unknown macro {name!r}: define it above with `macro {name} = ... ;`{hint}", start)
        raise self.expected("a pattern item: \"word\", /regex/, <atom>, a macro name or '('")

    def literal(self, text: str, ignore_case: bool, pos: int) -> g.Pattern:
        if not text.strip():
            raise self.error("an empty string matches nothing: write at least one token", pos)
        toks = tokenize(text)
        return g.seq(*(g.lit(text[t.start:t.end], ignore_case=ignore_case) for t in toks))

    def regex(self) -> g.Pattern:
        start = self.pos
        self.pos += 1
        out = []
        while True:
            if self.pos >= len(self.text) or self.text[self.pos] == "\n":
                raise self.error("unterminated /regex/: expected a closing '/' on the same line", start)
            ch = self.text[self.pos]
            if ch == "\\" and self.text.startswith("/", self.pos + 1):
                out.append("/")
                self.pos += 2
                continue
            if ch == "\\":
                out.append(self.text[self.pos:self.pos + 2])
                self.pos += 2
                continue
            if ch == "/":
                self.pos += 1
                break
            out.append(ch)
            self.pos += 1
        pattern = "".join(out)
        if not pattern:
            raise self.error("an empty /regex/", start)
        try:
            re.compile(pattern)
        except re.error as e:
            col = start + 1 + (e.pos or 0)
            raise self.error(f"bad regular expression: {e.msg}", col) from None
        return g.regex(pattern)

    def atom(self) -> g.Pattern:
        start = self.pos
        end = self.text.find(">", start)
        nl = self.text.find("\n", start)
        if end < 0 or (0 <= nl < end):
            raise self.error("unterminated <atom>: expected '>' on the same line", start)
        inner = self.text[start + 1:end]
        self.pos = end + 1
        head = re.match(r"\s*(\w*)\s*", inner)
        if head.end() < len(inner) and inner[head.end()] != ":":
            raise self.error(f"expected ':' or '>' after '<{head.group(1)}' (atoms are <name> or <name:argument>)",
                             start + 1 + head.end())
        name, colon, arg = inner.partition(":")
        name = name.strip()
        if name in SIMPLE_ATOMS:
            if colon:
                raise self.error(f"<{name}> takes no argument", start + 1 + len(name))
            return SIMPLE_ATOMS[name]()
        apos = start + 1 + len(name) + 1
        if name == "digits":
            m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", arg) if colon else None
            if not m:
                raise self.error("expected <digits:N> or <digits:LO-HI>", apos if colon else start)
            lo = int(m.group(1))
            hi = int(m.group(2)) if m.group(2) else lo
            if not 1 <= lo <= hi:
                raise self.error(f"<digits:{lo}-{hi}> needs 1 <= LO <= HI", apos)
            return g.digits(lo, hi)
        if name in ("lex", "tag"):
            if not colon or not arg.strip():
                raise self.error(f"expected <{name}:CODES>, e.g. <{name}:NE+persName>", start)
            return self.mask_atom(name, arg, apos)
        hint = _did_you_mean(name, ALL_ATOMS)
        raise self.error(f"unknown atom <{inner}>: atoms are {', '.join('<' + a + '>' for a in ALL_ATOMS)}{hint}",
                         start)

    def mask_atom(self, kind: str, arg: str, apos: int) -> g.Atom:
        """`lex:` / `tag:` argument: MASK[@LEXICON][:VALUE] (the lexicon for lex only)."""
        body, colon, value = arg.partition(":")
        mask_text, at, lexicon = body.partition("@")
        mask = tuple(c.strip() for c in mask_text.split("+"))
        for c in mask:
            if not c or not _CODE.fullmatch(c):
                raise self.error(f"bad code {c!r} in the mask {mask_text.strip()!r}: codes are written A+B+C", apos)
        lexicon = lexicon.strip()
        if at:
            if kind != "lex":
                raise self.error("only <lex:...> names a lexicon (<lex:CODES@LEXICON>)", apos)
            if not _LEXNAME.fullmatch(lexicon):
                raise self.error("expected a lexicon name after '@'", apos + len(mask_text) + 1)
        value = value.strip()
        if colon and not re.fullmatch(r"\w", value):
            raise self.error("expected one inflection value character after ':' (<lex:NE+persName:f>; "
                             "combine atoms with & for more)", apos + len(body) + 1)
        if kind == "lex":
            return g.lex(mask, lexicon=lexicon or None, infl=value or None)
        return g.tag(mask, infl=value or None)


def _did_you_mean(name: str, names) -> str:
    close = difflib.get_close_matches(name, list(names), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def parse_rules(text: str, path: str | Path = "<rules>") -> RulesFile:
    """Parse the text of a `.rules` file. The stage name defaults to the file's stem."""
    path = Path(path)
    if text.startswith("\ufeff"):
        text = text[1:]
    p = _Parser(text, path)
    p.parse()
    stage = None
    if p.propagate is not None:
        try:
            stage = g.Propagate(p.stage_name or path.stem, description=p.description, **p.propagate)
        except GrammarError as e:
            line, col = p.where(p.propagate_at)
            raise GrammarError(f"{path}:{line}:{col}: {e}") from None
    elif p.rules:
        name = p.stage_name or path.stem
        try:
            stage = g.Stage(name, p.rules, p.description)
        except GrammarError as e:
            raise GrammarError(f"{path}: {e}") from None
    elif p.stage_name is not None:
        raise GrammarError(f"{path}:{p.where(len(text))[0]}:1: stage {p.stage_name!r} has no rules: "
                           f"expected at least one `rule NAME = ... -> CODES ;` (or a `propagate` statement)")
    return RulesFile(path, stage, dict(p.macros), dict(p.rule_lines))


def load_rules_file(path: str | Path) -> g.Stage | g.Propagate:
    """Read a `.rules` stage file and return its `Stage`."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GrammarError(f"{path}: no such rules file") from None
    except UnicodeDecodeError as e:
        raise GrammarError(f"{path}: not valid UTF-8 ({e.reason})") from None
    parsed = parse_rules(text, path)
    if parsed.stage is None:
        raise GrammarError(f"{path}:1:1: no rules: a stage file needs at least one `rule NAME = ... -> CODES ;`")
    return parsed.stage
