"""benchmarks/lexicon_ablation.py: which lexicon entries the ablation takes out, and which it keeps."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from fstdeid.evaluate.corpus import Corpus, Doc, ESpan

ROOT = Path(__file__).resolve().parents[1]


def ablation_module():
    sys.path.insert(0, str(ROOT / "benchmarks"))  # the script imports _benchlib from its folder
    try:
        spec = importlib.util.spec_from_file_location("lexicon_ablation", ROOT / "benchmarks" / "lexicon_ablation.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    return mod


def corpus(text: str, spans: list[tuple[str, str]]) -> Corpus:
    """One document whose gold spans are the first occurrences of the given strings."""
    return Corpus([Doc("d1", text, [ESpan(text.index(s), text.index(s) + len(s), lab) for s, lab in spans])],
                  fmt="brat", source="test")


def test_gold_forms_takes_every_run_of_words_but_not_another_labels_whole_value():
    mod = ablation_module()
    gold = corpus("Vive en Móstoles, España. Ingresó en el Hospital Universitario La Paz.",
                  [("Móstoles, España", "TERRITORIO"), ("España", "PAIS"), ("Hospital Universitario La Paz", "HOSPITAL")])
    forms = mod.gold_forms(gold, {"TERRITORIO", "HOSPITAL"}, "words")
    assert {"mostoles", "mostoles, espana", "la paz", "universitario la", "hospital universitario la paz"} <= forms
    assert "espana," not in forms and "espana" not in forms  # a whole PAIS value stays
    exact = mod.gold_forms(gold, {"HOSPITAL"}, "exact")
    assert exact == {"hospital universitario la paz"}
    assert "espana" in mod.gold_forms(gold, None, "exact")  # every label: nothing is kept


def test_ablate_drops_only_phi_entries_named_by_the_gold(tmp_path):
    mod = ablation_module()
    src = tmp_path / "lexicons"
    (src / "places").mkdir(parents=True)
    (src / "places" / "places.tsv").write_text(
        "# a comment naming Móstoles\nMóstoles\t\tNE+top+municipio\nMostoles\tMóstoles\tNE+top+municipio\n"
        "Getafe\t\tNE+top+municipio\n", encoding="utf-8")
    (src / "places" / "LICENSE").write_text("licence text\n", encoding="utf-8")
    (src / "words").mkdir()
    (src / "words" / "words.tsv").write_text("Móstoles\t\tNONPHI+word\n", encoding="utf-8")
    dropped = mod.ablate(src, tmp_path / "ablated", {"mostoles"})
    assert dropped == {"places/places.tsv": 2}
    kept = (tmp_path / "ablated" / "places" / "places.tsv").read_text(encoding="utf-8")
    assert kept == "# a comment naming Móstoles\nGetafe\t\tNE+top+municipio\n"
    assert (tmp_path / "ablated" / "words" / "words.tsv").read_text(encoding="utf-8") == "Móstoles\t\tNONPHI+word\n"
    assert (tmp_path / "ablated" / "places" / "LICENSE").is_file()
    assert "Móstoles\t\tNE+top" in (src / "places" / "places.tsv").read_text(encoding="utf-8")  # the source untouched
