"""Every evaluation scheme on constructed cases, against figures computed by hand (in the comments)."""

from __future__ import annotations

import pytest

from fstdeid.evaluate import measures as M
from fstdeid.evaluate.corpus import Corpus, Doc, ESpan, pair
from fstdeid.evaluate.report import evaluate

approx = pytest.approx


def corpora(*docs):
    """docs: (text, gold [(start, end, label[, malformed])], pred [(start, end, label)]) -> gold, pred corpora."""
    gold, pred = [], []
    for i, (text, g, p) in enumerate(docs):
        gold.append(Doc(f"d{i}", text, [ESpan(s, e, lab, malformed=bool(rest and rest[0]))
                                         for s, e, lab, *rest in g]))
        pred.append(Doc(f"d{i}", None, [ESpan(s, e, lab) for s, e, lab in p]))
    return Corpus(gold, fmt="test", source="gold"), Corpus(pred, fmt="test", source="pred")


def pairs(*docs):
    return pair(*corpora(*docs))[0]


def prf(d):
    return d["tp"], d["fp"], d["fn"]


# "Juan Pérez, 12/03/2019 en Madrid.\nAlta. Sin cambios!"
#  Juan 0-4, Pérez 5-10, ", " 10-12, 12/03/2019 12-22, " en " 22-26, Madrid 26-32
TEXT_A = "Juan Pérez, 12/03/2019 en Madrid.\nAlta. Sin cambios!"
GOLD_A = [(0, 10, "NOMBRE"), (12, 22, "FECHAS"), (26, 32, "TERRITORIO")]
PRED_A = [(0, 4, "NOMBRE"), (5, 10, "NOMBRE"), (12, 22, "FECHAS"), (26, 32, "PAIS")]


def test_text_a_offsets():
    assert TEXT_A[0:10] == "Juan Pérez" and TEXT_A[12:22] == "12/03/2019" and TEXT_A[26:32] == "Madrid"


# -- MEDDOCAN -------------------------------------------------------------------------------------


def test_meddocan_subtasks_and_leak():
    r = M.meddocan(pairs((TEXT_A, GOLD_A, PRED_A)))
    s1 = r["subtask1"]
    # Subtask 1: only FECHAS 12-22 matches label and span: TP 1; FP = NOMBRE 0-4, NOMBRE 5-10, PAIS 26-32 = 3;
    # FN = NOMBRE 0-10, TERRITORIO 26-32 = 2. P = 1/4, R = 1/3, F1 = 2*(1/4)(1/3)/(1/4+1/3) = 2/7.
    assert prf(s1) == (1, 3, 2)
    assert (s1["precision"], s1["recall"], s1["f1"]) == approx((0.25, 1 / 3, 2 / 7))
    # Sentences: line 1 is one sentence (the line break ends it); line 2 splits after "Alta." + space:
    # "Alta." | "Sin cambios!" -> 3 sentences.
    # Leak = FN / sentences = 2/3.
    assert s1["sentences"] == 3
    assert s1["leak"] == approx(2 / 3)
    # Subtask 2 strict, (start, end) only: gold {0-10, 12-22, 26-32}, pred {0-4, 5-10, 12-22, 26-32}:
    # TP 2 (12-22, 26-32), FP 2, FN 1. P = 1/2, R = 2/3, F1 = 4/7.
    st = r["subtask2_strict"]
    assert prf(st) == (2, 2, 1)
    assert st["f1"] == approx(4 / 7)
    # Subtask 2 merged: gold 0-10 and 12-22 are separated by ", " -> merged 0-22; " en " has letters -> 26-32
    # stays. Pred 0-4 + 5-10 (" ") -> 0-10, + 12-22 (", ") -> 0-22; 26-32. TP = strict {12-22, 26-32} U merged
    # {0-22, 26-32} = 3; FP: 0-4 and 5-10 are inside 0-22 -> 0; FN: 0-10 inside 0-22 -> 0. P = R = F1 = 1.
    mg = r["subtask2_merged"]
    assert prf(mg) == (3, 0, 0)
    assert (mg["precision"], mg["recall"], mg["f1"]) == (1.0, 1.0, 1.0)


def test_meddocan_per_label_table():
    per = M.meddocan(pairs((TEXT_A, GOLD_A, PRED_A)))["subtask1"]["per_label"]
    # FECHAS: TP 1 -> P = R = 1; NOMBRE: FP 2, FN 1, support 1; TERRITORIO: FN 1; PAIS: FP 1, support 0.
    assert list(per) == ["FECHAS", "NOMBRE", "PAIS", "TERRITORIO"]
    assert per["FECHAS"] == {"tp": 1, "fp": 0, "fn": 0, "precision": 1.0, "recall": 1.0, "f1": 1.0, "support": 1}
    assert (per["NOMBRE"]["tp"], per["NOMBRE"]["fp"], per["NOMBRE"]["fn"], per["NOMBRE"]["support"]) == (0, 2, 1, 1)
    assert (per["PAIS"]["fp"], per["PAIS"]["support"], per["PAIS"]["precision"]) == (1, 0, 0.0)
    assert (per["TERRITORIO"]["fn"], per["TERRITORIO"]["recall"]) == (1, 0.0)


def test_merged_spans_adjacent_and_nested():
    text = "Ana Pérez-Gil (Madrid) y Luis"
    # "Ana" 0-3 and "Pérez" 4-9: a space between -> merged; "Gil" 10-13 after "-" -> merged too;
    # "Madrid" 15-21 after " (" -> merged; "Luis" 25-29 after ") y " (a letter) -> not merged.
    assert M.merge_spans(text, [(0, 3), (4, 9), (10, 13), (15, 21), (25, 29)]) == [(0, 21), (25, 29)]
    # touching spans merge (empty gap); a span nested in the previous one keeps the larger end
    # (the official script would shorten 0-10 to 0-5 here: documented deviation).
    assert M.merge_spans("x" * 20, [(0, 5), (5, 8)]) == [(0, 8)]
    assert M.merge_spans("x" * 20, [(0, 10), (2, 5)]) == [(0, 10)]


def test_meddocan_merged_counts_strict_intersections_too():
    text = "Dr. Ana Gil, de Toledo"
    # gold: Ana Gil 4-11 (one span); pred: Ana 4-7 and Gil 8-11, and Toledo 16-22 in both.
    # strict: TP 1 (16-22), FP 2, FN 1. merged: gold merged = {4-11, 16-22}? ", de " holds letters -> 4-11 and
    # 16-22 stay apart; pred 4-7 + 8-11 -> 4-11. TP = {16-22} U {4-11, 16-22} = 2; FP 4-7, 8-11 inside 4-11 -> 0;
    # FN 4-11 is in the TP set (contained) -> 0.
    r = M.meddocan(pairs((text, [(4, 11, "N"), (16, 22, "T")], [(4, 7, "N"), (8, 11, "N"), (16, 22, "T")])))
    assert prf(r["subtask2_strict"]) == (1, 2, 1)
    assert prf(r["subtask2_merged"]) == (2, 0, 0)


@pytest.mark.parametrize("text, n", [
    ("", 0),
    ("Una frase sin punto final", 1),
    ("Uno. Dos! ¿Tres? Cuatro", 4),
    ("Fin.\n\n\nOtra línea\n- - -\n", 2),          # a line of punctuation only is no sentence
    ("Dice: «basta.» Luego sale.", 2),             # closing quote after the period
    ("Tª 40,2 C; T.A: 109/68 mmHg.", 1),          # "T.A" (no space after the dot) does not split
])
def test_count_sentences(text, n):
    assert M.count_sentences(text) == n


# -- Serbian --------------------------------------------------------------------------------------


def test_serbian_classes_on_constructed_case():
    r = M.serbian(pairs((TEXT_A, GOLD_A, PRED_A)))
    # NOMBRE 0-10: overlapped by 0-4 and 5-10, none with its extent -> UOK1.
    # FECHAS 12-22: same extent and label -> OK. TERRITORIO 26-32: same extent, label PAIS -> UOK2.
    # Every prediction overlaps a gold span -> no NOK.
    c = r["counts"]
    assert c["NOMBRE"]["UOK1"] == 1 and c["FECHAS"]["OK"] == 1 and c["TERRITORIO"]["UOK2"] == 1
    assert c["total"] == {"OK": 1, "UOK1": 1, "UOK2": 1, "NOK": 0, "MISS": 0, "MISS-E": 0}
    # strict: TP = OK = 1, FP = NOK + UOK = 2, FN = 0 -> P = 1/3, R = 1, F = 0.5
    assert prf(r["strict"]["total"]) == (1, 2, 0)
    assert (r["strict"]["total"]["precision"], r["strict"]["total"]["recall"], r["strict"]["total"]["f1"]) == \
        approx((1 / 3, 1.0, 0.5))
    # relaxed: TP = OK + UOK = 3, FP = NOK = 0, FN = MISS = 0 -> 1, 1, 1
    assert prf(r["relaxed"]["total"]) == (3, 0, 0)
    # SER = (NOK + MISS + MISS-E + UOK1 + UOK2) / (OK + UOK1 + UOK2 + MISS + MISS-E) = 2/3
    assert r["ser"]["total"] == approx(2 / 3)


def test_serbian_miss_miss_e_and_nok():
    text = "Pacijent Petar iz Beograda, JMBG 123."
    # gold: pers Petar 9-14, top Beograda 18-26 (malformed input), num 123 33-36; pred: org "Pacijent" 0-8.
    gold = [(9, 14, "pers"), (18, 26, "top", True), (33, 36, "num")]
    r = M.serbian(pairs((text, gold, [(0, 8, "org")])))
    c = r["counts"]
    assert (c["pers"]["MISS"], c["top"]["MISS-E"], c["num"]["MISS"], c["org"]["NOK"]) == (1, 1, 1, 1)
    # strict: TP 0, FP = NOK 1, FN = MISS + MISS-E = 3; relaxed: FN = MISS = 2 (MISS-E not counted)
    assert prf(r["strict"]["total"]) == (0, 1, 3)
    assert prf(r["relaxed"]["total"]) == (0, 1, 2)
    # SER = (1 + 2 + 1) / 3
    assert r["ser"]["total"] == approx(4 / 3)
    # per label: org has no gold PHI but one error -> SER undefined
    assert r["ser"]["org"] is None and r["ser"]["pers"] == 1.0


def test_serbian_type_and_extent_both_wrong_is_uok1():
    # gold pers 0-10; pred org 0-4: no same extent, overlapping -> UOK1 (extent wrong, whatever the label)
    r = M.serbian(pairs(("Ana Petrović", [(0, 10, "pers")], [(0, 4, "org")])))
    assert r["counts"]["pers"]["UOK1"] == 1 and r["counts"]["total"]["NOK"] == 0


# Table 3 of paper 002 (evaluation data) and Table 4 (its figures, to 2 decimals): the formulas of
# Table 2 and formula (1) must reproduce the published numbers.
TABLE3 = {  # OK, UOK1, UOK2, MISS, MISS/E, NOK
    "pers": (634, 12, 47, 15, 5, 30),
    "top": (337, 0, 0, 14, 9, 5),
    "org": (434, 0, 0, 28, 6, 6),
    "num": (132, 2, 0, 36, 1, 8),
    "date": (455, 4, 0, 1, 5, 7),
    "adrese": (63, 0, 0, 1, 10, 2),
}
TABLE4 = {  # P1, R1, F1, P2, R2, F2
    "pers": (0.88, 0.97, 0.92, 0.96, 0.98, 0.97),
    "top": (0.99, 0.94, 0.96, 0.99, 0.96, 0.97),
    "org": (0.99, 0.93, 0.96, 0.99, 0.94, 0.96),
    "num": (0.93, 0.78, 0.85, 0.94, 0.79, 0.86),
    "date": (0.98, 0.99, 0.98, 0.98, 1.00, 0.99),
    "adrese": (0.97, 0.85, 0.91, 0.97, 0.98, 0.98),
    "total": (0.94, 0.94, 0.94, 0.97, 0.96, 0.97),
}


def test_serbian_formulas_reproduce_paper_002_tables_3_and_4():
    counts = {label: dict(zip(("OK", "UOK1", "UOK2", "MISS", "MISS-E", "NOK"), row)) for label, row in TABLE3.items()}
    r = M.serbian_from_counts(counts)
    for label, expected in TABLE4.items():
        st, rl = r["strict"][label], r["relaxed"][label]
        got = (st["precision"], st["recall"], st["f1"], rl["precision"], rl["recall"], rl["f1"])
        assert tuple(round(x, 2) for x in got) == expected, label
    # the totals row of Table 3, and SER = 254 / 2251 = 11.3 %
    assert r["counts"]["total"] == {"OK": 2055, "UOK1": 18, "UOK2": 47, "NOK": 58, "MISS": 95, "MISS-E": 36}
    assert r["ser"]["total"] == approx(254 / 2251)
    assert round(r["ser"]["total"] * 100, 1) == 11.3


# -- i2b2 2014 ------------------------------------------------------------------------------------


def test_i2b2_relaxed_end_within_two():
    x = "x" * 40
    docs = [
        # gold 0-10 ~ pred 0-12 (|Δend| = 2: match); gold 20-25 vs pred 20-28 (3: no) -> TP 1, FP 1, FN 1
        (x, [(0, 10, "A"), (20, 25, "A")], [(0, 12, "A"), (20, 28, "A")]),
        # two gold spans, one prediction within reach of both: one-to-one -> TP 1, FP 0, FN 1
        (x, [(0, 10, "A"), (0, 11, "A")], [(0, 12, "A")]),
        # other label (|Δend| 2) and other start: no match -> TP 0, FP 2, FN 1
        (x, [(0, 10, "A")], [(0, 8, "B"), (1, 10, "A")]),
        # ends 10, 12 against 12, 14: the maximum matching pairs 10-12 and 12-14 -> TP 2
        # (pairing gold 12 with pred 12 first would leave gold 10 without a partner)
        (x, [(0, 10, "A"), (0, 12, "A")], [(0, 12, "A"), (0, 14, "A")]),
    ]
    r = M.i2b2(pairs(*docs), {})
    # total TP 1+1+0+2 = 4, FP 1+0+2+0 = 3, FN 1+1+1+0 = 3
    assert prf(r["relaxed"]) == (4, 3, 3)
    assert r["relaxed"]["precision"] == approx(4 / 7)
    # strict: exact only: doc 4 has gold 0-12 = pred 0-12 -> TP 1; FP 2+1+2+1 = 6, FN 2+2+1+1 = 6
    assert prf(r["strict"]) == (1, 6, 6)
    assert r["relaxed"]["end_distance"] == 2


def test_i2b2_token_level():
    text = "Juan Pérez vive en Madrid"
    # tokens: Juan 0-4, Pérez 5-10, vive 11-15, en 16-18, Madrid 19-25
    gold = [(0, 10, "NOMBRE"), (19, 25, "TERRITORIO")]
    pred = [(1, 3, "NOMBRE"), (19, 25, "PAIS"), (11, 15, "NOMBRE")]
    r = M.i2b2(pairs((text, gold, pred)), {})
    # gold tokens {Juan/N, Pérez/N, Madrid/T}; pred tokens {Juan/N (1-3 overlaps Juan), Madrid/P, vive/N}
    # label-aware: TP 1 (Juan/N), FP 2, FN 2; any PHI: gold {Juan, Pérez, Madrid}, pred {Juan, Madrid, vive}
    # -> TP 2, FP 1, FN 1.
    assert prf(r["token"]) == (1, 2, 2)
    assert prf(r["token_binary"]) == (2, 1, 1)
    assert r["token_binary"]["f1"] == approx(2 / 3)


def test_i2b2_hipaa_subset():
    text = "x" * 50
    gold = [(0, 5, "NOMBRE_SUJETO_ASISTENCIA"), (6, 10, "NOMBRE_PERSONAL_SANITARIO"), (11, 15, "FECHAS"),
            (16, 20, "PAIS"), (21, 25, "FOO")]
    pred = [(0, 5, "NOMBRE_SUJETO_ASISTENCIA"), (6, 10, "NOMBRE_PERSONAL_SANITARIO"), (30, 35, "FECHAS"),
            (16, 20, "PAIS")]
    r = M.i2b2(pairs((text, gold, pred)), M.default_hipaa_map())
    # HIPAA gold: NOMBRE_SUJETO 0-5, FECHAS 11-15 (staff names, countries: no; FOO: unknown -> no)
    # HIPAA pred: NOMBRE_SUJETO 0-5, FECHAS 30-35 -> TP 1, FP 1, FN 1
    assert prf(r["hipaa"]) == (1, 1, 1)
    assert r["hipaa"]["unmapped"] == ["FOO"]
    # a map of one's own
    r = M.i2b2(pairs((text, gold, pred)), {"PAIS": True})
    assert prf(r["hipaa"]) == (1, 0, 0)


def test_hipaa_defaults_cover_meddocan_and_i2b2_labels():
    from fstdeid.evaluate.readers import MEDDOCAN_CATEGORIES

    m = M.default_hipaa_map()
    assert set(MEDDOCAN_CATEGORIES) <= set(m)
    assert m["PATIENT"] is True and m["DOCTOR"] is False and m["FECHAS"] is True and m["PAIS"] is False
    assert M.hipaa_label("patient", m) is True  # i2b2 TYPEs compare case-insensitively


# -- PhysioNet ------------------------------------------------------------------------------------


def test_physionet_overlap():
    x = "x" * 40
    gold = [(0, 4, "PTName"), (10, 14, "Date"), (20, 24, "Date")]
    pred = [(2, 6, "A"), (30, 34, "B"), (14, 16, "C")]
    r = M.physionet(pairs((x, gold, pred)))
    # recall: PTName 0-4 overlapped by 2-6; Date 10-14 only touched by 14-16 (no shared character); 20-24
    # nothing -> 1/3; per type PTName 1/1, Date 0/2. precision: only 2-6 overlaps gold -> 1/3.
    assert (r["recall"], r["precision"], r["f1"]) == approx((1 / 3, 1 / 3, 1 / 3))
    assert r["per_type_recall"]["PTName"] == {"gold": 1, "found": 1, "recall": 1.0}
    assert r["per_type_recall"]["Date"] == {"gold": 2, "found": 0, "recall": 0.0}


# -- string-level leak ----------------------------------------------------------------------------


def test_string_leak_word_boundaries_and_default_masking():
    text = "Ana vino con Pérez. Anabel también."
    gold = [(0, 3, "N"), (13, 18, "N")]
    ps = pairs((text, gold, [(0, 3, "N")]))
    # given outputs: "Ana" survives inside "Anabel" only (not a leak); "Pérez" survives verbatim (leak)
    r, leaks = M.string_leak(ps, {"d0": "[N] vino con Pérez. Anabel también."})
    assert (r["gold"], r["leaked"], r["rate"]) == (2, 1, 0.5)
    assert [(d, g.start) for d, g in leaks] == [("d0", 13)]
    # "Ana" standing alone leaks
    r, _ = M.string_leak(ps, {"d0": "[N] vino con [N]. Ana también."})
    assert r["leaked"] == 1
    # no outputs given: the gold text with the predicted spans masked -> "[N] vino con Pérez. ..." -> 1 leak
    assert M.masked_text(text, ps[0].pred) == "[N] vino con Pérez. Anabel también."
    r, _ = M.string_leak(ps)
    assert (r["leaked"], r["per_label"]["N"]) == (1, {"gold": 2, "leaked": 1, "rate": 0.5})


def test_masked_text_unites_overlapping_predictions():
    spans = [ESpan(0, 4, "A"), ESpan(2, 8, "B"), ESpan(10, 12, "C")]
    assert M.masked_text("abcdefghijklmn", spans) == "[A]ij[C]mn"


# -- confusion and errors -------------------------------------------------------------------------


def test_confusion_table():
    ps = pairs((TEXT_A, GOLD_A, PRED_A), ("Ana y Luis", [(0, 3, "NOMBRE")], [(6, 10, "NOMBRE")]))
    c = M.confusion(ps)
    # NOMBRE 0-10 (doc 0): 5-10 shares 5 characters, 0-4 shares 4 -> NOMBRE; FECHAS -> FECHAS;
    # TERRITORIO -> PAIS; doc 1: NOMBRE 0-3 -> MISS, and the prediction 6-10 overlaps nothing -> NOK row.
    assert c["rows"] == ["FECHAS", "NOMBRE", "TERRITORIO", "NOK"]
    assert c["cols"] == ["FECHAS", "NOMBRE", "PAIS", "MISS"]
    assert c["cells"] == {"FECHAS": {"FECHAS": 1}, "NOMBRE": {"MISS": 1, "NOMBRE": 1},
                          "TERRITORIO": {"PAIS": 1}, "NOK": {"NOMBRE": 1}}


def test_errors_with_types():
    errs = M.errors(pairs((TEXT_A, GOLD_A, PRED_A), ("Ana y Luis", [(0, 3, "N", True)], [(6, 10, "N")])))
    got = [(e.doc, e.side, e.type, e.span.start, e.span.end, e.category) for e in errs]
    assert got == [
        ("d0", "FP", "EXTENT", 0, 4, "NOMBRE"),
        ("d0", "FN", "EXTENT", 0, 10, "NOMBRE"),
        ("d0", "FP", "EXTENT", 5, 10, "NOMBRE"),
        ("d0", "FN", "TYPE", 26, 32, "TERRITORIO"),
        ("d0", "FP", "TYPE", 26, 32, "PAIS"),
        ("d1", "FN", "MISS-E", 0, 3, "N"),
        ("d1", "FP", "NOK", 6, 10, "N"),
    ]
    fn_extent = errs[1]
    assert (fn_extent.other.start, fn_extent.other.end) == (5, 10)  # the prediction sharing most characters


def test_rules_count_exact_overlapping_and_spurious_predictions_per_rule():
    gold, pred = corpora((TEXT_A, GOLD_A, []), ("Ana y Luis", [(0, 3, "NOMBRE")], []))
    origin = {(0, 4): ("names", "first"), (5, 10): ("names", "last"), (12, 22): ("dates", "dmy"),
              (26, 32): ("places", "country"), (6, 10): ("names", "first")}
    docs = [Doc("d0", None, [ESpan(s, e, lab, stage=origin[(s, e)][0], rule=origin[(s, e)][1])
                             for s, e, lab in PRED_A]),
            Doc("d1", None, [ESpan(6, 10, "NOMBRE", stage="names", rule="first"), ESpan(0, 3, "NOMBRE")])]
    rules = M.rules(pair(gold, Corpus(docs, fmt="test", source="pred"))[0])
    # names/first: 0-4 overlaps the gold name 0-10, 6-10 ("Luis") overlaps nothing; names/last: 5-10
    # overlaps it; dates/dmy is exact; places/country overlaps TERRITORIO with another label. The
    # prediction without an origin (d1 0-3) is not counted.
    assert rules == {
        "dates/dmy": {"predicted": 1, "exact": 1, "overlapping": 0, "spurious": 0, "precision": 1.0},
        "names/first": {"predicted": 2, "exact": 0, "overlapping": 1, "spurious": 1, "precision": 0.0},
        "names/last": {"predicted": 1, "exact": 0, "overlapping": 1, "spurious": 0, "precision": 0.0},
        "places/country": {"predicted": 1, "exact": 0, "overlapping": 1, "spurious": 0, "precision": 0.0},
    }


# -- edge cases -----------------------------------------------------------------------------------


def test_empty_gold_and_empty_pred():
    ev = evaluate(*corpora(("Nada que ver.", [], [])))
    f = ev.figures
    assert prf(f["meddocan"]["subtask1"]) == (0, 0, 0)
    # ratios with a zero denominator are 0.0 (the official scripts' convention)
    assert f["meddocan"]["subtask1"]["f1"] == 0.0 and f["meddocan"]["subtask1"]["leak"] == 0.0
    assert f["serbian"]["ser"]["total"] == 0.0
    assert f["physionet"]["recall"] == 0.0 and f["string_leak"]["rate"] == 0.0
    assert ev.errors == []


def test_empty_pred():
    f = evaluate(*corpora(("Ana vino.", [(0, 3, "N")], []))).figures
    assert prf(f["meddocan"]["subtask1"]) == (0, 0, 1)
    assert f["serbian"]["counts"]["total"]["MISS"] == 1 and f["serbian"]["ser"]["total"] == 1.0
    assert f["string_leak"]["leaked"] == 1  # nothing masked: "Ana" is still there


def test_empty_gold_with_predictions():
    f = evaluate(*corpora(("Ana vino.", [], [(0, 3, "N")]))).figures
    assert prf(f["meddocan"]["subtask1"]) == (0, 1, 0)
    assert f["serbian"]["counts"]["total"]["NOK"] == 1
    assert f["serbian"]["ser"]["total"] is None  # errors but no reference PHI: undefined


def test_duplicates_count_once():
    gold, pred = corpora(("Ana y Luis", [(0, 3, "N"), (0, 3, "N")], [(0, 3, "N"), (0, 3, "N"), (6, 10, "N")]))
    ev = evaluate(gold, pred)
    assert ev.figures["duplicates_dropped"] == {"gold": 1, "pred": 1}
    assert prf(ev.figures["meddocan"]["subtask1"]) == (1, 1, 0)
    assert ev.figures["serbian"]["counts"]["total"]["OK"] == 1


def test_nested_and_overlapping_predictions():
    text = "Juan Pérez Gil"
    gold = [(0, 14, "N")]
    pred = [(0, 14, "N"), (5, 10, "N"), (0, 4, "T")]
    f = evaluate(*corpora((text, gold, pred))).figures
    # subtask 1: 0-14 matches; 5-10 and 0-4 are FP
    assert prf(f["meddocan"]["subtask1"]) == (1, 2, 0)
    # merged: pred 0-4, 0-14, 5-10 all merge into 0-14 (overlap = empty gap) -> equals gold: FP inside -> 0
    assert prf(f["meddocan"]["subtask2_merged"]) == (1, 0, 0)
    # Serbian: the gold span is OK; the nested predictions overlap it -> no NOK
    assert f["serbian"]["counts"]["total"] == {"OK": 1, "UOK1": 0, "UOK2": 0, "NOK": 0, "MISS": 0, "MISS-E": 0}
    # PhysioNet: every prediction overlaps the gold span
    assert f["physionet"]["precision"] == 1.0
