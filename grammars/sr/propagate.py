"""Name propagation: a person recognised anywhere in a document is recognised everywhere in it, in
any case form (the paper left the patient's first name `Dragana`, genitive of Dragan, exposed).

Every word of a person tag is looked for alone wherever it is capitalised, and so is every word
whose lexicon readings share a lemma with it (`Dragana` after `Petrović Dragan`).
"""

from fstdeid.grammar import Propagate

STAGE = Propagate("propagate_names", masks=["NE+persName"], min_chars=3, by_lemma=True)
