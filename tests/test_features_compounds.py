"""`CompoundTests` finds the compound atoms (`&`, `~`, `either`) that hold on a leaf set exactly as
testing each of them does (`_compile_compound`), whatever their shape."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from fstdeid.features import CompoundTests, _compile_compound, _normal_form
from fstdeid.grammar import Atom

LEAVES = [Atom("lit", (w,)) for w in "abcdef"]
LABEL = {a: i for i, a in enumerate(LEAVES)}.__getitem__

leaf = st.sampled_from(LEAVES)
compound = st.recursive(
    leaf,
    lambda inner: st.one_of(
        st.builds(lambda a: Atom("not", (a,)), inner),
        st.builds(lambda xs: Atom("and", tuple(xs)), st.lists(inner, min_size=2, max_size=4)),
        st.builds(lambda xs: Atom("or", tuple(xs)), st.lists(inner, min_size=2, max_size=4)),
    ),
    max_leaves=8,
).filter(lambda a: a.kind in ("and", "not", "or"))


@settings(max_examples=300, deadline=None)
@given(st.lists(compound, min_size=1, max_size=12), st.lists(st.frozensets(st.integers(0, 5)), min_size=1, max_size=8))
def test_holding_is_testing_each_compound(atoms, leaf_sets):
    compounds = [(a, 100 + i) for i, a in enumerate(atoms)]
    plan = CompoundTests(compounds, LABEL)
    tests = [(_compile_compound(a, LABEL), lab) for a, lab in compounds]
    for leaves in leaf_sets:
        assert sorted(plan.holding(leaves)) == sorted(lab for test, lab in tests if test(leaves))


def test_usual_shapes_have_a_normal_form():
    a, b, c, d = LEAVES[:4]
    assert _normal_form(a & ~b & ~c, LABEL) == ({0}, {1, 2}, frozenset())
    assert _normal_form(~Atom("or", (a, b)), LABEL) == (frozenset(), {0, 1}, frozenset())
    assert _normal_form(Atom("or", (a, b)) & ~c, LABEL) == (frozenset(), {2}, {0, 1})
    assert _normal_form(~(a & b), LABEL) is None  # tested as it is
