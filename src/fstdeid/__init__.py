"""fstdeid: de-identification of clinical narratives with a cascade of compiled weighted FSTs.

    import fstdeid
    deid = fstdeid.load("es")
    deid.annotate(text).spans      # PHI spans (start, end, label, codes)
    deid.deidentify(text)          # the text with PHI replaced
"""

__version__ = "0.1.0"

from .annotation import Annotation, Span, TagSpan  # noqa: E402
from .errors import DocumentError, FstdeidError, GrammarError, StaleCompilationError  # noqa: E402
from .pipeline import Deidentifier, load  # noqa: E402

__all__ = [
    "__version__", "load", "Deidentifier", "Annotation", "Span", "TagSpan",
    "FstdeidError", "GrammarError", "DocumentError", "StaleCompilationError",
]
