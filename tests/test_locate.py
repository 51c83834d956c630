"""The compiled automata and the matcher against the brute-force reference (leftmost-longest)."""

from __future__ import annotations

from hypothesis import event, given, settings, strategies as st

from fstdeid.compiler import StageCompiler, split_contexts
from fstdeid.errors import GrammarError
from fstdeid.features import Alphabet
from fstdeid.grammar import (Rule, Stage, alt, atoms_of, cap, digits, left, lex, lit, opt, part, plus, punct,
                             repeat, right, seq, star, tag)
from fstdeid.locate import StageMachine
from reference_matcher import leftmost_longest

ATOMS = [lit("a"), lit("b"), cap(), digits(1, 2), punct("."), lex("NE+first"), tag("NE+date")]


def machine(rules):
    alphabet = Alphabet.build([a for r in rules for a in atoms_of(r.pattern)] + ATOMS)
    fst, _, _ = StageCompiler(alphabet, {}).stage(Stage("s", rules))
    has_lc = any(split_contexts(r.name, r.pattern)[0] is not None for r in rules)
    return alphabet, StageMachine(fst, has_left_context=has_lc)


atom = st.sampled_from(ATOMS)
patterns = st.recursive(
    atom,
    lambda inner: st.one_of(
        st.lists(inner, min_size=2, max_size=3).map(lambda xs: seq(*xs)),
        st.lists(inner, min_size=2, max_size=3).map(lambda xs: alt(*xs)),
        inner.map(opt),
        inner.map(plus),
        inner.map(star),
        st.tuples(inner, st.integers(0, 2), st.integers(1, 3)).map(lambda t: repeat(t[0], t[1], max(t[1], t[2]))),
    ),
    max_leaves=5,
)


@st.composite
def rule_sets(draw):
    rules = []
    for k in range(draw(st.integers(1, 4))):
        main = draw(patterns)
        lc = draw(st.none() | patterns)
        rc = draw(st.none() | patterns)
        pat = main
        if lc is not None:
            pat = seq(left(lc), pat)
        if rc is not None:
            pat = seq(pat, right(rc))
        weight = draw(st.sampled_from([0.0, 0.5, 1.0, 2.0]))
        rules.append(Rule(f"r{k}", pat, codes="X", weight=weight))
    return rules


def unit_labels(alphabet, draw_sets):
    """Units as label sets: each a random subset of the atoms' labels and the multi-word markers."""
    labels = []
    for a in ATOMS:
        lab = alphabet.label(a)
        labels.append(lab)
        if a.kind == "lex":
            labels += [lab + 1, lab + 2, lab + 3]
    return [frozenset(labels[i] for i in s if i < len(labels)) for s in draw_sets]


def nonempty(rules):
    try:
        return machine(rules)
    except GrammarError:
        return None


@settings(max_examples=150, deadline=None)
@given(rule_sets(), st.lists(st.sets(st.integers(0, 9), max_size=4), max_size=10))
def test_matcher_agrees_with_brute_force(rules, sets):
    built = nonempty(rules)
    if built is None:  # a rule that can match the empty string is refused at compile time
        return
    alphabet, m = built
    feats = unit_labels(alphabet, sets)
    got = [(x.start, x.end, x.rule, x.weight) for x in m.find(feats)]
    want = leftmost_longest(rules, feats, alphabet.label)
    event("some match" if want else "no match")
    assert got == want


@settings(max_examples=150, deadline=None)
@given(rule_sets(), st.lists(st.sets(st.integers(0, 9), max_size=4), max_size=10), st.sets(st.integers(0, 9), max_size=3))
def test_matcher_agrees_with_brute_force_at_the_end_of_the_text(rules, sets, end_set):
    """With labels for the end of the text, right contexts may take it, matches never."""
    built = nonempty(rules)
    if built is None:
        return
    alphabet, m = built
    m.end = unit_labels(alphabet, [end_set])[0]
    feats = unit_labels(alphabet, sets)
    got = [(x.start, x.end, x.rule, x.weight) for x in m.find(feats)]
    want = leftmost_longest(rules, feats, alphabet.label, end=m.end)
    event("some match" if want else "no match")
    assert got == want


@settings(max_examples=150, deadline=None)
@given(rule_sets(), st.lists(st.sets(st.integers(0, 9), max_size=4), max_size=10), st.sets(st.integers(0, 9), max_size=3),
       st.sets(st.integers(0, 9), max_size=3))
def test_matcher_agrees_with_brute_force_at_both_ends_of_the_text(rules, sets, begin_set, end_set):
    """With labels for the start and the end of the text, left and right contexts may take them,
    matches never."""
    built = nonempty(rules)
    if built is None:
        return
    alphabet, m = built
    m.begin = unit_labels(alphabet, [begin_set])[0]
    m.end = unit_labels(alphabet, [end_set])[0]
    feats = unit_labels(alphabet, sets)
    got = [(x.start, x.end, x.rule, x.weight) for x in m.find(feats)]
    want = leftmost_longest(rules, feats, alphabet.label, end=m.end, begin=m.begin)
    event("some match" if want else "no match")
    assert got == want


def test_a_left_context_may_take_the_start_of_the_text():
    rules = [Rule("town", left(~lit("b")) + cap(), codes="X")]
    alphabet, m = machine(rules)
    L = alphabet.label
    town, b = frozenset({L(cap())}), frozenset({L(lit("b"))})
    assert m.find([town]) == []  # no start labels: nothing before the town
    m.begin = frozenset({L(~lit("b"))})
    assert [(x.start, x.end) for x in m.find([town])] == [(0, 1)]
    assert [(x.start, x.end) for x in m.find([town, b, town])] == [(0, 1)]  # the second is after "b"
    rules = [Rule("town", opt(~lit("b")) + cap(), codes="X")]  # the start can never be in a match
    alphabet, m = machine(rules)
    L = alphabet.label
    m.begin = frozenset({L(~lit("b"))})
    assert [(x.start, x.end) for x in m.find([frozenset({L(cap())})])] == [(0, 1)]


def test_a_right_context_may_take_the_end_of_the_text():
    rules = [Rule("year", digits(4) + right(~cap()), codes="X")]
    alphabet, m = machine(rules)
    L = alphabet.label
    year, word = frozenset({L(digits(4))}), frozenset({L(cap())})
    assert m.find([word, year]) == []  # no end labels: no unit after the year
    m.end = frozenset({L(~cap())})
    assert [(x.start, x.end) for x in m.find([word, year])] == [(1, 2)]
    assert m.find([year, word]) == []  # a capital follows
    rules = [Rule("year", digits(4) + opt(~cap()), codes="X")]  # the end can never be in a match
    alphabet, m = machine(rules)
    L = alphabet.label
    m.end = frozenset({L(~cap())})
    assert [(x.start, x.end) for x in m.find([frozenset({L(digits(4))})])] == [(0, 1)]


def test_longest_match_wins_then_weight_then_rule_order():
    rules = [
        Rule("short", lit("a"), codes="X"),
        Rule("long", lit("a") + lit("b"), codes="X", weight=5),
        Rule("tie_heavy", lit("b") + lit("a"), codes="X", weight=2),
        Rule("tie_light", lit("b") + lit("a"), codes="X", weight=1),
    ]
    alphabet, m = machine(rules)
    L = alphabet.label
    feats = [frozenset({L(lit("a"))}), frozenset({L(lit("b"))}), frozenset({L(lit("b"))}), frozenset({L(lit("a"))})]
    got = [(x.start, x.end, rules[x.rule].name) for x in m.find(feats)]
    assert got == [(0, 2, "long"), (2, 4, "tie_light")]


def test_leftmost_beats_longer_later_match():
    rules = [Rule("ab", lit("a") + lit("b"), codes="X"), Rule("bcd", lit("b") + lit("c") + lit("d"), codes="X")]
    alphabet, m = machine(rules)
    L = alphabet.label
    feats = [frozenset({L(lit(c))}) for c in "abcd"]
    assert [(x.start, x.end) for x in m.find(feats)] == [(0, 2)]


def test_contexts_are_not_consumed_and_parts_are_reported():
    rules = [Rule("name", left(lit("Dr")) + part("n", plus(cap())) + right(punct(".")), codes="X")]
    alphabet, m = machine(rules)
    L = alphabet.label
    dr = frozenset({L(lit("Dr")), L(cap())})
    c = frozenset({L(cap())})
    dot = frozenset({L(punct("."))})
    got = m.find([dr, c, c, dot])
    assert [(x.start, x.end, x.parts) for x in got] == [(1, 3, ((0, 1, 3),))]
    assert m.find([dr, c, c]) == []  # right context missing


def test_multiword_lexicon_entry_is_one_atom():
    rules = [Rule("place", lit("en") + lex("NE+first"), codes="X")]
    alphabet, m = machine(rules)
    lab = alphabet.label(lex("NE+first"))
    en = frozenset({alphabet.label(lit("en"))})
    got = m.find([en, frozenset({lab + 1}), frozenset({lab + 2}), frozenset({lab + 3})])
    assert [(x.start, x.end) for x in got] == [(0, 4)]
    # B without E is not an entry
    assert m.find([en, frozenset({lab + 1}), frozenset({lab + 2})]) == []


def test_property_exercises_real_matches():
    """Guard against a vacuous property: the strategies must produce rules that match something."""
    rules = [Rule("r", plus(cap()) + opt(punct(".")), codes="X"), Rule("s", seq(left(lit("a")), cap()), codes="X")]
    alphabet, m = machine(rules)
    L = alphabet.label
    feats = [frozenset({L(lit("a"))}), frozenset({L(cap())}), frozenset({L(cap()), L(punct("."))}),
             frozenset({L(punct("."))})]
    assert [(x.start, x.end) for x in m.find(feats)] == leftmost_longest_pairs(rules, feats, L) == [(1, 4)]


def leftmost_longest_pairs(rules, feats, label):
    return [(c[0], c[1]) for c in leftmost_longest(rules, feats, label)]


def test_walks_consume_at_most_max_units():
    rules = [Rule("run", left(lit("a")) + plus(cap()), codes="X")]
    alphabet = Alphabet.build([a for r in rules for a in atoms_of(r.pattern)])
    fst, _, _ = StageCompiler(alphabet, {}).stage(Stage("s", rules))
    L = alphabet.label
    feats = [frozenset({L(lit("a"))})] + [frozenset({L(cap())})] * 20
    unbounded = StageMachine(fst, has_left_context=True, max_units=1000)
    bounded = StageMachine(fst, has_left_context=True, max_units=5)
    assert [(x.start, x.end) for x in unbounded.find(feats)] == [(1, 21)]
    # the context counts: 1 unit of context + 4 of match
    assert [(x.start, x.end) for x in bounded.find(feats)] == [(1, 5)]


@settings(max_examples=100, deadline=None)
@given(rule_sets(), st.lists(st.lists(st.sets(st.integers(0, 9), max_size=4), max_size=10), min_size=2, max_size=4),
       st.sampled_from([1, 3, 1000]))
def test_matcher_memo_carries_over_documents(rules, docs, max_transitions):
    """One machine over several documents (its lazy-DFA memo warm, and started afresh when full)
    finds what the reference finds in each."""
    built = nonempty(rules)
    if built is None:
        return
    alphabet, m = built
    m.max_transitions = max_transitions
    for sets in docs + docs:
        feats = unit_labels(alphabet, sets)
        got = [(x.start, x.end, x.rule, x.weight) for x in m.find(feats)]
        assert got == leftmost_longest(rules, feats, alphabet.label)


def test_walk_starts_when_first_units_need_more_label_sets_than_the_codes_have_bits():
    """`StageMachine._starts` gives a bit to each label set a first unit's successor must meet, up
    to seven; later ones fall back to an exact check. The successors' codes learnt before a bit
    was given are updated."""
    words = "ant bee cat dog eel fox gnu hen ibis jay".split()
    rules = [Rule(f"r{i}", lit(w) + lit(w.upper()), codes="X") for i, w in enumerate(words)]
    rules.append(Rule("ctx", left(lit("c")) + lit("ANT"), codes="X"))
    alphabet, m = machine(rules)
    L = alphabet.label
    a = [frozenset({L(lit(w))}) for w in words]
    b = [frozenset({L(lit(w.upper()))}) for w in words]
    c = frozenset({L(lit("c"))})
    assert m.find(b) == []  # the successors first, before any first unit gave out a bit
    doc = [x for i in range(10) for x in (a[i], b[i])] + [a[9], b[0], a[0], b[9], c, b[0], a[3]]
    got = [(x.start, x.end, x.rule) for x in m.find(doc)]
    assert got == [(x[0], x[1], x[2]) for x in leftmost_longest(rules, doc, L)]
    assert [(s, e) for s, e, _ in got] == [(2 * i, 2 * i + 2) for i in range(10)] + [(25, 26)]


def test_once_the_bits_are_taken_a_need_takes_the_bit_of_a_wider_one():
    """The eighth label set a successor must meet shares the bit of one that holds it (sound: a
    successor meeting the narrower set meets the wider one), never the bit of another."""
    words = "ant bee cat dog eel fox gnu".split()
    rules = [Rule(f"r{i}", lit(w) + lit(w.upper()), codes="X") for i, w in enumerate(words)]
    rules.append(Rule("wide", lit("yak") + (lit("ANT") | lit("BEE")), codes="X"))
    alphabet, m = machine(rules)
    L = alphabet.label
    unit = {w: frozenset({L(lit(w))}) for w in words + ["yak"] + [w.upper() for w in words]}
    # seven first units give out the seven bits: yak's {ANT, BEE}, then bee ... gnu
    doc = [unit[w] for w in ["yak", "ANT"] + [x for w in words[1:] for x in (w, w.upper())]]
    assert len(m.find(doc)) == 7
    doc = [unit[w] for w in ("ant", "BEE", "ant", "ANT", "yak", "BEE")]  # ant's {ANT} takes yak's bit
    got = [(x.start, x.end, x.rule) for x in m.find(doc)]
    assert got == [(x[0], x[1], x[2]) for x in leftmost_longest(rules, doc, L)] == [(2, 4, 0), (4, 6, 7)]


# -- co-labels: compounds that hold on no leaf, carried by a unit's set only where they do NOT hold -----------------

COMPOUNDS = [(~cap(), lambda leaves: "cap" not in leaves), (~lit("a"), lambda leaves: "a" not in leaves),
             (cap() & ~lit("b"), lambda leaves: "cap" in leaves and "b" not in leaves)]
LEAVES = {"a": lit("a"), "b": lit("b"), "cap": cap(), "num": digits(1, 2)}
co_patterns = st.recursive(
    st.sampled_from(list(LEAVES.values()) + [c for c, _ in COMPOUNDS]),
    lambda inner: st.one_of(st.lists(inner, min_size=2, max_size=3).map(lambda xs: seq(*xs)),
                            st.lists(inner, min_size=2, max_size=3).map(lambda xs: alt(*xs)), inner.map(opt)),
    max_leaves=4)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.none() | co_patterns, co_patterns, st.none() | co_patterns), min_size=1, max_size=3),
       st.lists(st.sets(st.sampled_from(sorted(LEAVES)), max_size=3), max_size=8),
       st.sets(st.sampled_from(sorted(LEAVES)), max_size=1), st.sets(st.sampled_from(sorted(LEAVES)), max_size=1))
def test_flipped_co_labels_find_the_same_matches(parts, units, end_leaves, begin_leaves):
    """A machine told its co-labels, over units whose sets carry a co-label where it does not hold,
    finds what a plain machine finds over the units' true label sets (walks, starts, pre-walk checks
    and both ends of the text)."""
    rules = [Rule(f"r{k}", seq(*([left(lc)] if lc else []), main, *([right(rc)] if rc else [])), codes="X")
             for k, (lc, main, rc) in enumerate(parts)]
    alphabet = Alphabet.build([a for r in rules for a in atoms_of(r.pattern)] + list(LEAVES.values())
                              + [c for c, _ in COMPOUNDS])
    try:
        fst, _, _ = StageCompiler(alphabet, {}).stage(Stage("s", rules))
    except GrammarError:  # a rule that can match nothing
        return
    L = alphabet.label
    co = frozenset(L(c) for c, holds in COMPOUNDS if holds(set()))

    def true_labels(leaves):
        return frozenset({L(LEAVES[x]) for x in leaves} | {L(c) for c, holds in COMPOUNDS if holds(leaves)})

    has_lc = any(lc is not None for lc, _, _ in parts)
    plain = StageMachine(fst, has_left_context=has_lc, end=true_labels(end_leaves), begin=true_labels(begin_leaves))
    flipped = StageMachine(fst, has_left_context=has_lc, end=true_labels(end_leaves) ^ co,
                           begin=true_labels(begin_leaves) ^ co, co_labels=co)
    feats = [true_labels(u) for u in units]
    assert flipped.find([f ^ co for f in feats]) == plain.find(feats)


def test_a_co_label_on_the_third_unit_is_checked_before_the_walk():
    """The pre-walk check reads the third unit's set: a co-label holds there where the set lacks it."""
    rules = [Rule("abx", lit("a") + lit("b") + ~cap(), codes="X")]
    alphabet, _ = machine(rules)
    fst, _, _ = StageCompiler(alphabet, {}).stage(Stage("s", rules))
    L = alphabet.label
    co = frozenset({L(~cap())})
    m = StageMachine(fst, has_left_context=False, end=co, co_labels=co)  # the end: nothing holds
    a, b = frozenset({L(lit("a"))}), frozenset({L(lit("b"))})
    number, word = frozenset({L(digits(1, 2))}), frozenset({L(cap())}) | co  # ~cap holds on the number only
    assert [(x.start, x.end) for x in m.find([a, b, number])] == [(0, 3)]
    assert m.find([a, b, word]) == []
    assert m.find([a, b]) == []  # the end of the text is no unit the rule can take
