"""Lexicons: the dictionaries the stages consult (first names, surnames, places, hospitals, lists of
drugs or eponyms that must block a match...).

At run time a lexicon is plain Python data, not an FST: looking a token up is one dict hit on the
token's normalised key plus a case check, and multi-word entries ("Santa Cruz de Tenerife", "Dom
zdravlja", "O'Brien") are found with a trie of token keys, leftmost-longest.

Matching modes
--------------
``case``:

* ``exact``: the token must be the entry's form.
* ``ignore``: token and form are compared casefolded.
* ``smart`` (default): a form written in lower case matches the token in any case; a form with
  capitals matches the token as written or in ALL CAPS ("Madrid" matches "Madrid" and "MADRID", not
  "madrid" nor "mAdrid").  Each token of a multi-word entry is checked this way on its own, and in
  an ALL-CAPS rendering of a multi-word entry (every token of the span is in upper case or has no
  capitals, at least one is in upper case) an inner token written in lower case also matches: the
  function words of "SANTA CRUZ de TENERIFE" against the entry "Santa Cruz De Tenerife".

``diacritics``:

* ``strict``: token and form are compared in NFC (so a decomposed "ñ" still matches).
* ``ignore``: combining marks are removed after NFD on both sides, and the letters that NFD does
  not decompose are folded too: đ/Đ -> d/D, ł/Ł -> l/L, ø/Ø -> o/O ("Nuñez" = "Nunez",
  "Đorđević" = "Dordevic").  Nothing else is folded (ß stays ß).

In both modes the invisible characters the tokenizer allows inside a word (`normalize.INVISIBLE`:
U+200B, U+200C, U+200D, U+2060, U+FEFF and the soft hyphen U+00AD) are ignored: "Ma<U+200B>drid"
is "Madrid"; and the typographic apostrophe
(U+2019) is the typewriter one: the entry "L'Hospitalet" matches "L’Hospitalet" and the other way round.

Exceptions (``add_exception``) are forms that must never match, checked with the same modes; a
span of text that matches an exception gets nothing from the entries of the same form (a shorter
entry inside it may still match).  An exception does not block a longer entry that contains it
("Mayo" blocks the entry "Mayo", not "Clínica Mayo").

Multi-word entries are matched token by token, whatever separates the tokens in the text: the
entry "O'Brien" (three tokens) matches "O ' Brien" too.

Storage
-------
Keys are ``casefold(fold(form))`` (``fold(form)`` in exact mode), where ``fold`` is the diacritic
normalisation.  The value stored under a single-token key is one of:

* an ``int`` ``(template_id << 1) | title``: one form, rebuilt from the key: the key itself
  (``title == 0``) or the key with its first character in upper case (``title == 1``, the common
  case of names in smart mode).  These entries cost one key string and one dict slot each;
* a flat ``tuple`` ``(form, template_id, form, template_id, ...)`` for everything else;
* a ``_Node`` when multi-word entries start with that key (its ``value`` is one of the above).

A template is an interned tuple of ``(cut, suffix, codes, infl)`` items, one per analysis: the
lemma is ``form[:len(form) - cut] + suffix``, as in Unitex's compressed dictionaries, so "Beogradu"
-> "Beograd" and every other locative sharing its codes use the same template, and 500,000 names
(lemma = form) use one.  ``Analysis`` objects are built on lookup.  The binary cache
(``dump``/``load``) is a ``marshal`` of those builtins, so loading is one C call plus a pass over
the multi-word entries.
"""

from __future__ import annotations

import gc
import marshal
import os
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from .errors import GrammarError, StaleCompilationError
from .normalize import INVISIBLE
from .tags import DelasEntry, TagSyntaxError, is_comment, parse_dela_line, parse_delas_line
from .tokenizer import tokenize

__all__ = [
    "Analysis",
    "CASE_MODES",
    "DIACRITIC_MODES",
    "FORMAT_VERSION",
    "Lexicon",
    "load_lexicon_dir",
    "read_dela",
    "read_delas",
    "read_exceptions",
    "read_tsv",
    "source_files",
]

CASE_MODES = ("exact", "ignore", "smart")
DIACRITIC_MODES = ("strict", "ignore")

#: Version of the binary cache written by `Lexicon.dump`; `Lexicon.load` refuses any other.
FORMAT_VERSION = 1
_MAGIC = "fstdeid-lexicon"


@dataclass(frozen=True, slots=True)
class Analysis:
    """One reading of a lexicon entry."""

    lemma: str  # never empty: an empty DELAF lemma is replaced by the entry's form
    codes: tuple[str, ...]  # ("NE", "persName", "first") or ("N", "NProp", "Top", "Gr")
    infl: tuple[str, ...] = ()  # ("ms1v", "ms4v")


# -- normalisation ----------------------------------------------------------------------------------

# The invisible characters the tokenizer lets join the letters of a word, which `matching_form`
# drops from the text looked up: never compared; and the typographic apostrophe, read as the
# typewriter one ("L’Hospitalet" is "L'Hospitalet").
_UNCOMPARED = {**dict.fromkeys(map(ord, INVISIBLE)), ord("\u2019"): "'"}
_EXTRA_FOLD = str.maketrans({"đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", **_UNCOMPARED})
_normalize = unicodedata.normalize
_combining = unicodedata.combining


def _fold_strict(s: str) -> str:
    """Diacritics kept: NFC, invisible characters removed."""
    if s.isascii():
        return s
    return _normalize("NFC", s.translate(_UNCOMPARED))


def _fold_ignore(s: str) -> str:
    """Diacritics removed: NFD, drop combining marks, fold đ ł ø (and invisible characters), NFC."""
    if s.isascii():
        return s
    s = "".join([c for c in _normalize("NFD", s) if not _combining(c)])
    return _normalize("NFC", s.translate(_EXTRA_FOLD))


def _key_exact_ignore(s: str) -> str:
    return _fold_ignore(s)


def _key_fold_strict(s: str) -> str:
    if s.isascii():
        return s.lower()
    return _normalize("NFC", s.translate(_UNCOMPARED)).casefold()


def _key_fold_ignore(s: str) -> str:
    if s.isascii():
        return s.lower()
    return _fold_ignore(s).casefold()


def _title(key: str) -> str:
    return key[:1].upper() + key[1:]


def _lemma_rule(form: str, lemma: str) -> tuple[int, str]:
    """(cut, suffix) such that lemma == form[:len(form) - cut] + suffix, cut as small as possible."""
    if lemma == form:
        return 0, ""
    n = len(os.path.commonprefix((form, lemma)))
    return len(form) - n, lemma[n:]


def _split_form(form: str) -> list[str]:
    """The token texts of an entry's form, as `fstdeid.tokenizer.tokenize` splits text."""
    if form.isascii() and form.isalpha():
        return [form]
    return [form[t.start:t.end] for t in tokenize(form)]


class _Node:
    """A trie node of multi-word entries. The top-level node of a key also holds its single-token value."""

    __slots__ = ("value", "children", "multi", "exc")

    def __init__(self, value=None):
        self.value = value  # single-token value (top level only) or None
        self.children: dict[str, _Node] = {}
        self.multi = None  # tuple of (form, token_forms, template_id): multi-word entries ending here
        self.exc = None  # tuple of token-form tuples: multi-word exceptions ending here


# -- the lexicon ------------------------------------------------------------------------------------



def _trie_node(index: dict, keys: list[str]) -> _Node:
    """The trie node for a multi-word entry's token keys, created on the way if missing.

    The first key's slot in `index` may hold a single-token value; it moves into the new node.
    """
    top = index.get(keys[0])
    if type(top) is not _Node:
        top = index[keys[0]] = _Node(top)
    node = top
    for k in keys[1:]:
        nxt = node.children.get(k)
        if nxt is None:
            nxt = node.children[k] = _Node()
        node = nxt
    return node

class Lexicon:
    """A dictionary of forms with their analyses, looked up token by token (see the module doc)."""

    def __init__(self, name: str, *, case: str = "smart", diacritics: str = "strict"):
        if not isinstance(name, str) or not name:
            raise ValueError("a lexicon needs a non-empty name")
        if case not in CASE_MODES:
            raise ValueError(f"case must be one of {CASE_MODES}, not {case!r}")
        if diacritics not in DIACRITIC_MODES:
            raise ValueError(f"diacritics must be one of {DIACRITIC_MODES}, not {diacritics!r}")
        self.name = name
        self.case = case
        self.diacritics = diacritics
        self._fold = _fold_strict if diacritics == "strict" else _fold_ignore
        if case == "exact":
            self._key = _fold_strict if diacritics == "strict" else _key_exact_ignore
        else:
            self._key = _key_fold_strict if diacritics == "strict" else _key_fold_ignore
        self._smart = case == "smart"
        self._index: dict[str, object] = {}  # key -> int | (form, template_id, ...) | _Node
        self._tpls: list[tuple] = []  # template id -> tuple of (cut, suffix, codes, infl)
        self._tpl_ids: dict[tuple, int] = {}
        self._exc1: dict[str, tuple[str, ...]] = {}  # key -> single-token exception forms
        self._count = 0
        self._n_multi = 0
        self._n_exc = 0
        self._code_sets: set[tuple[str, ...]] = set()

    def __repr__(self) -> str:
        return (f"<Lexicon {self.name!r}: {self._count} entries, {self._n_exc} exceptions, "
                f"case={self.case}, diacritics={self.diacritics}>")

    def __len__(self) -> int:
        """The number of distinct (form, analysis) entries."""
        return self._count

    @property
    def code_sets(self) -> frozenset[tuple[str, ...]]:
        """The distinct codes tuples of the entries."""
        return frozenset(self._code_sets)

    @property
    def has_multiword(self) -> bool:
        """Whether some entry spans several tokens (else `longest_matches` finds one-token spans only)."""
        return self._n_multi > 0

    # -- building ---------------------------------------------------------------------------------

    def _tpl_id(self, items: tuple) -> int:
        tid = self._tpl_ids.get(items)
        if tid is None:
            tid = self._tpl_ids[items] = len(self._tpls)
            self._tpls.append(items)
        return tid

    def _split(self, form: str) -> tuple[str, list[str]]:
        if not isinstance(form, str):
            raise TypeError(f"a form must be a str, not {type(form).__name__}")
        form = form.strip()
        toks = _split_form(form) if form else []
        if not toks:
            raise ValueError(f"empty lexicon form {form!r}")
        return form, toks

    def add(self, form: str, analysis: Analysis) -> None:
        """Add one entry. `form` may span several tokens; an empty lemma means the form."""
        form, toks = self._split(form)
        lemma = analysis.lemma or form
        codes = tuple(analysis.codes)
        infl = tuple(analysis.infl)
        if not all(isinstance(x, str) for x in (lemma, *codes, *infl)):
            raise TypeError(f"lemma, codes and infl must be strings: {analysis!r}")
        if len(toks) == 1:
            added = self._add_single(toks[0], lemma, codes, infl)
        else:
            added = self._add_multi(form, tuple(toks), lemma, codes, infl)
        if added:
            self._count += 1
            self._code_sets.add(codes)

    def _tpl_for(self, form: str, items: Iterable[tuple[str, tuple, tuple]]) -> int:
        """The template id of analyses [(lemma, codes, infl)] of `form` (lemmas as rules on the form)."""
        return self._tpl_id(tuple((*_lemma_rule(form, lemma), c, i) for lemma, c, i in items))

    def _items(self, form: str, tid: int) -> list[tuple[str, tuple, tuple]]:
        return [(form[:len(form) - cut] + suf, c, i) for cut, suf, c, i in self._tpls[tid]]

    def _decode_single(self, key: str, v) -> list[list]:
        """A single-token value as a list of [form, [(lemma, codes, infl), ...]]."""
        if v is None:
            return []
        if type(v) is int:
            form = _title(key) if v & 1 else key
            return [[form, self._items(form, v >> 1)]]
        return [[v[k], self._items(v[k], v[k + 1])] for k in range(0, len(v), 2)]

    def _encode_single(self, key: str, forms: list[list]):
        if len(forms) == 1:
            form, items = forms[0]
            tid = self._tpl_for(form, items)
            if form == key and (not self._smart or self._no_capitals(form)):
                return tid << 1
            if (self.case != "exact" and form == _title(key) and self._fold(form) == form
                    and form != form.lower()):
                return (tid << 1) | 1
        out: list = []
        for form, items in forms:
            out += (key if form == key else form, self._tpl_for(form, items))
        return tuple(out)

    def _no_capitals(self, form: str) -> bool:
        f = self._fold(form)
        return f == f.lower()

    def _add_single(self, form: str, lemma: str, codes: tuple, infl: tuple) -> bool:
        key = self._key(form)
        v = self._index.get(key)
        node = v if type(v) is _Node else None
        forms = self._decode_single(key, node.value if node is not None else v)
        item = (lemma, codes, infl)
        for f in forms:
            if f[0] == form:
                if item in f[1]:
                    return False
                f[1].append(item)
                break
        else:
            forms.append([form, [item]])
        value = self._encode_single(key, forms)
        if node is not None:
            node.value = value
        else:
            self._index[key] = value
        return True

    def _node_for(self, toks: tuple[str, ...]) -> _Node:
        return _trie_node(self._index, [self._key(t) for t in toks])

    def _add_multi(self, form: str, toks: tuple, lemma: str, codes: tuple, infl: tuple) -> bool:
        node = self._node_for(toks)
        recs = list(node.multi or ())
        for k, (form0, toks0, tid) in enumerate(recs):
            if toks0 == toks:  # same tokens: same entry, whatever the spacing
                if lemma == form:
                    lemma = form0
                items = self._items(form0, tid)
                if (lemma, codes, infl) in items:
                    return False
                recs[k] = (form0, toks0, self._tpl_for(form0, [*items, (lemma, codes, infl)]))
                break
        else:
            recs.append((form, toks, self._tpl_for(form, [(lemma, codes, infl)])))
            self._n_multi += 1
        node.multi = tuple(recs)
        return True

    def add_exception(self, form: str) -> None:
        """A form that must never match: it wins over the entries, with the same case/diacritic modes."""
        form, toks = self._split(form)
        if len(toks) == 1:
            key = self._key(toks[0])
            old = self._exc1.get(key, ())
            if toks[0] in old:
                return
            self._exc1[key] = (*old, toks[0])
        else:
            node = self._node_for(tuple(toks))
            old = node.exc or ()
            if tuple(toks) in old:
                return
            node.exc = (*old, tuple(toks))
        self._n_exc += 1

    # -- matching ---------------------------------------------------------------------------------

    def _case_ok(self, tok: str, form: str) -> bool:
        """Smart-case check of one token against one entry token (their keys are equal)."""
        f = self._fold(form)
        if f == f.lower():
            return True
        t = self._fold(tok)
        return t == f or t == f.upper()

    def _multi_case_ok(self, toks: Sequence[str], forms: Sequence[str]) -> bool:
        fails = [j for j in range(len(forms)) if not self._case_ok(toks[j], forms[j])]
        if not fails:
            return True
        last = len(forms) - 1
        for j in fails:
            if j == 0 or j == last or toks[j] != toks[j].lower():
                return False
        # The inner lower-case tokens pass only inside an ALL-CAPS rendering of the entry.
        upper = False
        for t in toks:
            if t.isupper():
                upper = True
            elif t != t.lower():
                return False
        return upper

    def _matches(self, text: str, key: str, v) -> list[tuple[str, int]]:
        """The (entry form, template id) pairs of single-token value `v` (found under `key`) that
        token `text` matches (smart case, exceptions); [] if none."""
        if type(v) is int:
            if v & 1:
                form = key[:1].upper() + key[1:]
                if self._smart:
                    t = self._fold(text)
                    if t != form and t != form.upper():
                        return []
            else:
                form = key
            out = [(form, v >> 1)]
        else:
            out = [(v[k], v[k + 1]) for k in range(0, len(v), 2) if not self._smart or self._case_ok(text, v[k])]
            if not out:
                return []
        exc = self._exc1
        if exc and key in exc:
            if not self._smart or any(self._case_ok(text, f) for f in exc[key]):
                return []
        return out

    def _resolve(self, text: str, key: str, v) -> tuple[Analysis, ...]:
        """The analyses of single-token value `v` (found under `key`) for token `text`."""
        out = [Analysis(form[:len(form) - cut] + suf, c, i)
               for form, tid in self._matches(text, key, v) for cut, suf, c, i in self._tpls[tid]]
        return tuple(dict.fromkeys(out)) if type(v) is not int and len(v) > 2 else tuple(out)

    def _resolve_multi(self, node: _Node, texts: Sequence[str], i: int, j: int) -> tuple[Analysis, ...]:
        toks = texts[i:j]
        smart = self._smart
        if node.exc is not None:
            if not smart or any(self._multi_case_ok(toks, e) for e in node.exc):
                return ()
        out = []
        for form, forms, tid in node.multi:
            if smart and not self._multi_case_ok(toks, forms):
                continue
            out += [Analysis(form[:len(form) - cut] + suf, c, inf) for cut, suf, c, inf in self._tpls[tid]]
        if len(node.multi) > 1:
            out = list(dict.fromkeys(out))
        return tuple(out)

    @property
    def key_function(self):
        """The function that makes a token's index key (several lexicons may share one: a caller
        looking a token up in all of them computes the key once, see `lookup_templates`)."""
        return self._key

    def lookup(self, token_text: str) -> tuple[Analysis, ...]:
        """The analyses of the single-token entries that `token_text` matches; () if none."""
        key = self._key(token_text)
        v = self._index.get(key)
        if v is None:
            return ()
        if type(v) is _Node:
            v = v.value
            if v is None:
                return ()
        return self._resolve(token_text, key, v)

    def lookup_templates(self, token_text: str, key: str) -> tuple[tuple[int, ...], bool]:
        """For callers that need the analyses' codes and inflections but no lemmas, given
        `key == self.key_function(token_text)`: the template ids of `lookup(token_text)` (see
        `template_codes`), and whether a multi-word entry can start with this token
        (`starts_multiword(token_text)`), with one index look-up."""
        v = self._index.get(key)
        if v is None:
            return (), False
        starts = False
        if type(v) is _Node:
            starts = bool(v.children)
            v = v.value
            if v is None:
                return (), starts
        return tuple([tid for _, tid in self._matches(token_text, key, v)]), starts

    def template_codes(self, tid: int) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
        """The (codes, infl) of the analyses of template `tid` (see `lookup_templates`)."""
        return [(c, i) for _, _, c, i in self._tpls[tid]]

    def longest_matches(self, token_texts: Sequence[str]) -> list[tuple[int, int, tuple[Analysis, ...]]]:
        """Entries found in a token sequence, leftmost-longest, not overlapping.

        Returns ``(first_token, end_token_exclusive, analyses)`` triples in text order. At each
        position the longest entry starting there is taken and the search goes on after it; a
        position where nothing starts is skipped. One dict miss per token when nothing matches.
        """
        texts = token_texts if isinstance(token_texts, (list, tuple)) else list(token_texts)
        keys = list(map(self._key, texts))
        get = self._index.get
        n = len(texts)
        out = []
        i = 0
        while i < n:
            v = get(keys[i])
            if v is None:
                i += 1
                continue
            best = ()
            end = i + 1
            if type(v) is _Node:
                if v.value is not None:
                    best = self._resolve(texts[i], keys[i], v.value)
                node = v
                j = i + 1
                while j < n and node.children:
                    node = node.children.get(keys[j])
                    if node is None:
                        break
                    j += 1
                    if node.multi is not None:
                        got = self._resolve_multi(node, texts, i, j)
                        if got:
                            best, end = got, j
            else:
                best = self._resolve(texts[i], keys[i], v)
            if best:
                out.append((i, end, best))
                i = end
            else:
                i += 1
        return out

    def starts_multiword(self, token_text: str, next_text: str | None = None) -> bool:
        """Whether a multi-word entry can start with this token (its first key is in the trie), and
        go on with `next_text` if it is given."""
        v = self._index.get(self._key(token_text))
        if type(v) is not _Node or not v.children:
            return False
        return next_text is None or self._key(next_text) in v.children

    def multiword_at(self, token_texts: Sequence[str], i: int) -> tuple[int, tuple[Analysis, ...]] | None:
        """The longest multi-word entry starting at token i, as (end_token_exclusive, analyses).

        Together with `starts_multiword` this finds the multi-word entries of `longest_matches`
        while computing keys only after tokens that can start one.
        """
        node = self._index.get(self._key(token_texts[i]))
        if type(node) is not _Node:
            return None
        best = None
        n = len(token_texts)
        j = i + 1
        key = self._key
        while j < n and node.children:
            node = node.children.get(key(token_texts[j]))
            if node is None:
                break
            j += 1
            if node.multi is not None:
                got = self._resolve_multi(node, token_texts, i, j)
                if got:
                    best = (j, got)
        return best

    # -- binary cache -----------------------------------------------------------------------------

    def dump(self, path) -> None:
        """Write the lexicon to `path` in its binary form (marshal of builtins), atomically."""
        single = {}
        multi = []
        for key, v in self._index.items():
            if type(v) is _Node:
                if v.value is not None:
                    single[key] = v.value
                stack = [((key,), v)]
                while stack:
                    keys, node = stack.pop()
                    if node.multi is not None or node.exc is not None:
                        multi.append((keys, node.multi or (), node.exc or ()))
                    stack.extend(((*keys, k), ch) for k, ch in node.children.items())
            else:
                single[key] = v
        payload = {
            "name": self.name,
            "case": self.case,
            "diacritics": self.diacritics,
            "count": self._count,
            "n_multi": self._n_multi,
            "n_exc": self._n_exc,
            "code_sets": sorted(self._code_sets),
            "templates": self._tpls,
            "single": single,
            "multi": multi,
            "exc1": self._exc1,
        }
        data = marshal.dumps((_MAGIC, FORMAT_VERSION, payload), 4)
        path = Path(path)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            tmp.write_bytes(data)
            os.replace(tmp, path)
        finally:
            if tmp.exists():
                tmp.unlink()

    @classmethod
    def load(cls, path) -> "Lexicon":
        """Read a lexicon written by `dump`; refuses other format versions (StaleCompilationError)."""
        path = Path(path)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise StaleCompilationError(f"{path}: no such lexicon cache; recompile") from None
        # The cyclic GC would scan the new containers over and over while they are created.
        gc_was_enabled = gc.isenabled()
        gc.disable()
        try:
            return cls._from_marshal(path, data)
        finally:
            if gc_was_enabled:
                gc.enable()

    @classmethod
    def _from_marshal(cls, path: Path, data: bytes) -> "Lexicon":
        try:
            obj = marshal.loads(data)
        except (ValueError, EOFError, TypeError):
            obj = None
        if not (isinstance(obj, tuple) and len(obj) == 3 and obj[0] == _MAGIC):
            raise StaleCompilationError(f"{path}: not an fstdeid lexicon cache (or a corrupt one); recompile")
        if obj[1] != FORMAT_VERSION:
            raise StaleCompilationError(
                f"{path}: lexicon cache format version {obj[1]!r}, this fstdeid reads version "
                f"{FORMAT_VERSION}; recompile")
        try:
            return cls._from_payload(obj[2])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            raise StaleCompilationError(f"{path}: corrupt lexicon cache; recompile") from None

    @classmethod
    def _from_payload(cls, p: dict) -> "Lexicon":
        lx = cls(p["name"], case=p["case"], diacritics=p["diacritics"])
        lx._count = p["count"]
        lx._n_multi = p["n_multi"]
        lx._n_exc = p["n_exc"]
        lx._code_sets = set(p["code_sets"])
        lx._tpls = list(p["templates"])
        lx._tpl_ids = {items: i for i, items in enumerate(lx._tpls)}
        lx._index = index = p["single"]
        lx._exc1 = p["exc1"]
        if type(index) is not dict or type(lx._exc1) is not dict:
            raise TypeError("bad payload")
        for keys, recs, exc in p["multi"]:
            node = _trie_node(index, keys)
            node.multi = recs or None
            node.exc = exc or None
        return lx


# -- reading source files ---------------------------------------------------------------------------


def read_unitex_text(path, *, what: str = "file") -> str:
    """The text of a Unitex resource (dictionary, graph): UTF-8 (byte-order mark optional), or
    UTF-16 with a byte-order mark as Unitex writes it, or little-endian without one. Errors name the
    file and the line."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise GrammarError(f"{path}: no such {what}") from None
    except OSError as e:
        raise GrammarError(f"{path}: cannot read: {e.strerror or e}") from None
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        enc = "utf-16"
    elif data[:3] == b"\xef\xbb\xbf":
        enc = "utf-8-sig"
    elif len(data) > 1 and data[1:2] == b"\x00" and data[:1] != b"\x00":  # UTF-16LE without a BOM
        enc = "utf-16-le"
    else:
        enc = "utf-8"
    try:
        text = data.decode(enc)
    except UnicodeDecodeError as e:
        if enc.startswith("utf-16"):
            line = data[:e.start].decode(enc, errors="replace").count("\n") + 1
        else:
            line = data[:e.start].count(b"\n") + 1
        raise GrammarError(f"{path}:{line}: not valid {enc.upper()}: {e.reason}") from None
    nul = text.find("\x00")
    if nul >= 0:
        raise GrammarError(f"{path}:{text.count(chr(10), 0, nul) + 1}: NUL character "
                           f"(UTF-16 without a byte-order mark?)")
    return text


def _lines(path) -> Iterable[tuple[int, str]]:
    """(line number, line without its end) for every line of a dictionary file."""
    for n, line in enumerate(read_unitex_text(path, what="dictionary").split("\n"), 1):
        yield n, line.rstrip("\r")


def read_dela(path, lexicon: Lexicon) -> None:
    """Add the entries of a DELAF file ("form,lemma.CODES:infl" lines) to `lexicon`."""
    for n, line in _lines(path):
        if not line.strip() or is_comment(line):
            continue
        try:
            e = parse_dela_line(line)
            lexicon.add(e.form, Analysis(e.lemma or e.form, tuple(e.codes), tuple(e.infl)))
        except (TagSyntaxError, ValueError, TypeError) as err:
            raise GrammarError(f"{path}:{n}: {err}") from None


def read_delas(path) -> list[DelasEntry]:
    """The entries of a DELAS file ("lemma,CLASS+CODES" lines), for the morphology module."""
    out = []
    for n, line in _lines(path):
        if not line.strip() or is_comment(line):
            continue
        try:
            out.append(parse_delas_line(line))
        except (TagSyntaxError, ValueError) as err:
            raise GrammarError(f"{path}:{n}: {err}") from None
    return out


def _codes(text: str, sep: str, what: str) -> tuple[str, ...]:
    parts = tuple(text.split(sep))
    for p in parts:
        if not p or any(c.isspace() or c in ",.:+\\" for c in p):
            raise ValueError(f"bad {what} {text!r}")
    return parts


def read_tsv(path, lexicon: Lexicon, *, codes: tuple[str, ...], infl: tuple[str, ...] = ()) -> None:
    """Add the entries of a TSV list: FORM [TAB LEMMA [TAB CODES [TAB INFL]]] per line.

    Missing or empty columns take the defaults (lemma: the form; codes, infl: the arguments).
    CODES are written "A+B", INFL "ms1v:ms4v". Blank lines and lines starting with '#' are skipped.
    """
    codes, infl = tuple(codes), tuple(infl)
    for n, line in _lines(path):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        cols = [c.strip() for c in line.split("\t")]
        try:
            if len(cols) > 4:
                raise ValueError(f"{len(cols)} tab-separated columns, at most 4 expected "
                                 "(FORM, LEMMA, CODES, INFL)")
            form = cols[0]
            if not form:
                raise ValueError("empty form")
            lemma = cols[1] if len(cols) > 1 and cols[1] else form
            c = _codes(cols[2], "+", "codes") if len(cols) > 2 and cols[2] else codes
            i = _codes(cols[3], ":", "inflection codes") if len(cols) > 3 and cols[3] else infl
            lexicon.add(form, Analysis(lemma, c, i))
        except (ValueError, TypeError) as err:
            raise GrammarError(f"{path}:{n}: {err}") from None


def read_exceptions(path, lexicon: Lexicon) -> None:
    """Add the forms of an exception list (one per line, '#' comments) to `lexicon`."""
    for n, line in _lines(path):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        try:
            lexicon.add_exception(s)
        except (ValueError, TypeError) as err:
            raise GrammarError(f"{path}:{n}: {err}") from None


# -- lexicon folders --------------------------------------------------------------------------------

CONFIG_NAME = "lexicon.toml"
_REQUIRED = ("name", "format", "files", "license")
_OPTIONAL = ("codes", "infl", "case", "diacritics", "exceptions", "source")


@dataclass(frozen=True)
class _Config:
    folder: Path
    toml: Path
    name: str
    format: str
    files: tuple[str, ...]
    codes: tuple[str, ...]
    infl: tuple[str, ...]
    case: str
    diacritics: str
    exceptions: tuple[str, ...]
    license: str
    source: str


def _read_config(path) -> _Config:
    folder = Path(path)
    if folder.name == CONFIG_NAME and folder.is_file():
        folder = folder.parent
    toml = folder / CONFIG_NAME
    try:
        with open(toml, "rb") as fh:
            cfg = tomllib.load(fh)
    except FileNotFoundError:
        raise GrammarError(f"{toml}: no {CONFIG_NAME} in lexicon folder {folder}") from None
    except tomllib.TOMLDecodeError as e:
        raise GrammarError(f"{toml}: invalid TOML: {e}") from None
    except UnicodeDecodeError as e:
        raise GrammarError(f"{toml}: not valid UTF-8: {e.reason}") from None

    def bad(key: str, msg: str):
        return GrammarError(f"{toml}: key {key!r}: {msg}")

    unknown = sorted(set(cfg) - set(_REQUIRED) - set(_OPTIONAL))
    if unknown:
        raise bad(unknown[0], f"unknown key (allowed: {', '.join(_REQUIRED + _OPTIONAL)})")
    for key in _REQUIRED:
        if key not in cfg:
            raise bad(key, "required key is missing")

    def string(key: str, default: str | None = None) -> str:
        v = cfg.get(key, default)
        if not isinstance(v, str):
            raise bad(key, f"must be a string, not {type(v).__name__}")
        return v

    def files(key: str) -> tuple[str, ...]:
        v = cfg.get(key, [])
        if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
            raise bad(key, "must be a list of file names")
        for rel in v:
            check_file(key, rel)
        return tuple(v)

    def check_file(key: str, rel: str) -> None:
        p = Path(rel)
        if p.is_absolute() or ".." in p.parts:
            raise bad(key, f"{rel!r} must be a path inside the lexicon folder")
        if not (folder / p).is_file():
            raise bad(key, f"file {rel!r} not found in {folder}")

    name = string("name")
    if not name.strip():
        raise bad("name", "must not be empty")
    fmt = string("format")
    if fmt not in ("dela", "tsv"):
        raise bad("format", f"must be 'dela' or 'tsv', not {fmt!r}")
    data = files("files")
    if not data:
        raise bad("files", "lists no file")
    case = string("case", "smart")
    if case not in CASE_MODES:
        raise bad("case", f"must be one of {', '.join(CASE_MODES)}, not {case!r}")
    diacritics = string("diacritics", "strict")
    if diacritics not in DIACRITIC_MODES:
        raise bad("diacritics", f"must be one of {', '.join(DIACRITIC_MODES)}, not {diacritics!r}")
    codes: tuple[str, ...] = ()
    infl: tuple[str, ...] = ()
    if fmt == "tsv":
        if "codes" not in cfg:
            raise bad("codes", "required key is missing (format = 'tsv' needs default codes)")
        try:
            codes = _codes(string("codes"), "+", "codes")
        except ValueError as e:
            raise bad("codes", str(e)) from None
        v = string("infl", "")
        try:
            infl = _codes(v, ":", "inflection codes") if v else ()
        except ValueError as e:
            raise bad("infl", str(e)) from None
    else:
        for key in ("codes", "infl"):
            if key in cfg:
                raise bad(key, "only applies to format = 'tsv' (DELAF lines carry their own codes)")
    exceptions = files("exceptions")
    lic = string("license")
    check_file("license", lic)
    source = string("source", "")
    return _Config(folder, toml, name, fmt, data, codes, infl, case, diacritics, exceptions, lic, source)


def load_lexicon_dir(path) -> Lexicon:
    """Build the lexicon of a folder (or of its ``lexicon.toml``), described by ``lexicon.toml``::

        name = "es-first-names"          # required
        format = "tsv"                   # required: "dela" (DELAF) or "tsv"
        files = ["items.tsv"]            # required, relative to the folder
        codes = "NE+persName+first"      # tsv only, required there: default codes
        infl = ""                        # tsv only: default inflection codes ("fs:ms")
        case = "smart"                   # exact | ignore | smart
        diacritics = "strict"            # strict | ignore
        exceptions = ["exceptions.txt"]  # forms that must never match
        license = "LICENSE"              # required: the file must exist in the folder
        source = "where the data came from and how it was derived"

    Unknown keys, missing required keys, bad values and missing files raise `GrammarError`
    naming the ``lexicon.toml`` and the key; bad data lines name their file and line.
    """
    cfg = _read_config(path)
    lx = Lexicon(cfg.name, case=cfg.case, diacritics=cfg.diacritics)
    for rel in cfg.files:
        if cfg.format == "dela":
            read_dela(cfg.folder / rel, lx)
        else:
            read_tsv(cfg.folder / rel, lx, codes=cfg.codes, infl=cfg.infl)
    for rel in cfg.exceptions:
        read_exceptions(cfg.folder / rel, lx)
    return lx


def source_files(path) -> list[Path]:
    """Every file the lexicon folder `path` depends on (config, data, exceptions, license), sorted."""
    cfg = _read_config(path)
    rels = {CONFIG_NAME, *cfg.files, *cfg.exceptions, cfg.license}
    return sorted({cfg.folder / r for r in rels})
