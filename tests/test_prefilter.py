"""The stage prefilter (`fstdeid.prefilter`): the required label groups of each rule, and skipping a
stage only when it cannot match. Checked against the brute-force reference matcher."""

from __future__ import annotations

import pytest
from hypothesis import event, given, settings, strategies as st

import fstdeid
from fstdeid.casefiles import case_files, read_cases
from fstdeid.grammar import Rule, cap, digits, lex, lit, opt, punct, right
from fstdeid.language import Language, available_languages
from fstdeid.prefilter import Prefilter, required_groups
from reference_matcher import leftmost_longest
from test_locate import machine_and_units, nonempty, rule_sets


# Units carry 2 to 9 of the 10 labels (atoms and multi-word markers): rules match often enough, and
# documents without some label are common too.
@settings(max_examples=300, deadline=None)
@given(rule_sets(), st.lists(st.sets(st.integers(0, 9), min_size=2, max_size=9), min_size=1, max_size=8))
def test_a_rule_that_matches_has_every_required_group(rules, sets):
    built = machine_and_units(rules, sets)
    if built is None:
        return
    alphabet, m, feats = built
    present = frozenset().union(*feats)
    groups = required_groups(m)
    prefilter = Prefilter([groups])
    for k, rule in enumerate(rules):
        if leftmost_longest([rule], feats, alphabet.label):
            event("a rule matches")
            assert all(g & present for g in groups[k]), (rule.name, groups[k])
    if m.find(feats):
        assert prefilter.can_match(0, prefilter.present(set(feats)))
    else:
        event("skipped" if not prefilter.can_match(0, prefilter.present(set(feats))) else "run, no match")


def test_groups_of_a_sequence_with_an_optional_end():
    rules = [Rule("hosp", lit("Hospital") + cap() + opt(punct(".")), codes="X"),
             Rule("date", digits(1, 2) + punct("/") + digits(1, 2) + right(lit("a")), codes="X")]
    alphabet, m = nonempty(rules)
    L = alphabet.label
    hosp, date = required_groups(m)
    assert frozenset({L(lit("Hospital"))}) in hosp and frozenset({L(cap())}) in hosp
    assert not any(L(punct(".")) in g for g in hosp)  # optional: never required
    assert {frozenset({L(digits(1, 2))}), frozenset({L(punct("/"))}), frozenset({L(lit("a"))})} <= set(date)


def test_alternatives_make_one_group_and_a_multiword_entry_counts_by_its_markers():
    rules = [Rule("r", (lit("St") | lit("Saint")) + lex("NE+first"), codes="X")]
    alphabet, m = nonempty(rules)
    L = alphabet.label
    first = L(lex("NE+first"))
    (groups,) = required_groups(m)
    assert frozenset({L(lit("St")), L(lit("Saint"))}) in groups
    assert any(first in g and first + 1 in g for g in groups)  # the entry, or the B of a multi-word one


def test_a_stage_runs_when_one_of_its_rules_can_match():
    rules = [Rule("a", lit("a") + lit("b"), codes="X"), Rule("c", cap(), codes="X")]
    alphabet, m = nonempty(rules)
    L = alphabet.label
    p = Prefilter([required_groups(m), None])
    only_a = {frozenset({L(lit("a"))})}
    assert not p.can_match(0, p.present(only_a))  # "a" without "b", and no capital
    assert p.can_match(0, p.present(only_a | {frozenset({L(cap())})}))
    assert p.can_match(0, p.present({frozenset({L(lit("a"))}), frozenset({L(lit("b"))})}))
    assert p.can_match(1, p.present(only_a))  # a stage without groups (Propagate) always runs


@pytest.mark.parametrize("lang", available_languages())
def test_the_bundled_languages_give_the_same_tags_without_the_prefilter(lang):
    """Every case-file input of the language, with and without skipping: the same tags, stage by stage."""
    deid = fstdeid.load(lang)
    cascade = deid.cascade
    texts = [c.input for f in case_files(Language.find(lang).grammar_dir) for c in read_cases(f)]

    def traced(t):
        ann, trace = deid.trace(t)
        return ann.tags, [(s.stage, s.iteration, s.tags) for s in trace]

    with_skipping = [traced(t) for t in texts]
    skipped = 0
    real = cascade.prefilter.can_match

    def count(stage, present):
        nonlocal skipped
        ok = real(stage, present)
        skipped += not ok
        return ok

    try:
        cascade.prefilter.can_match = count
        assert [traced(t) for t in texts] == with_skipping
        cascade.prefilter.can_match = lambda stage, present: True
        assert [traced(t) for t in texts] == with_skipping
    finally:
        del cascade.prefilter.can_match
    assert skipped > len(texts)  # the check is not vacuous: stages were skipped
