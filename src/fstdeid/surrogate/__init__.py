"""Surrogates: consistent, agreement-aware replacement of PHI, date shifting, format-preserving ids.

    import fstdeid
    deid = fstdeid.load("es")
    deid.use_surrogates(SurrogateConfig(date_min_days=60))      # optional: the default is used otherwise
    res = deid.deidentify_with_spans(text, mode={"FECHAS": "surrogate", "*": "tag"}, patient="P17")
    res.text, res.spans                                            # spans index res.text

Modes (`fstdeid.surrogate.modes`): surrogate, xml, tag, mask, keep — overall or per category.
The choices derive from a secret (`FSTDEID_SECRET` or a secret file; `keys.Secret`), so the same
secret gives the same output in every run and process. See docs/surrogates.md for the whole design:
names (`names`), dates (`dates`), identifiers (`identifiers`), organisations (`orgs`), agreement
(`inflect`), lists (`lists`, data/SOURCES.md) and the audit store (`store`).
"""

from .engine import (KINDS, LABEL_KINDS, Deidentified, DocumentSurrogates, OutputSpan, SurrogateConfig, Surrogator,
                     kind_of, outer_phi_tags)
from .inflect import GenderInflector, Inflector, NullInflector, ParadigmInflector, inflector_for
from .keys import ENV_VAR, Secret
from .lists import SurrogateLists, available_list_languages
from .modes import MODES, ModeMap, parse_mode_options
from .orgs import generalise
from .store import MappingStore

__all__ = [
    "Surrogator", "SurrogateConfig", "Deidentified", "OutputSpan", "DocumentSurrogates", "KINDS", "LABEL_KINDS",
    "kind_of", "outer_phi_tags", "Inflector", "NullInflector", "GenderInflector", "ParadigmInflector",
    "inflector_for", "Secret", "ENV_VAR", "SurrogateLists", "available_list_languages", "MODES", "ModeMap",
    "parse_mode_options", "generalise", "MappingStore",
]
