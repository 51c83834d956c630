"""The exception types fstdeid raises.

Every error that concerns one document names the document and, where it helps, a character
offset and a stage; none of them carries the document's text (PHI must never reach a log).
"""

from __future__ import annotations


class FstdeidError(Exception):
    """Base class of every error fstdeid raises on purpose."""


class GrammarError(FstdeidError):
    """A grammar, cascade or lexicon source is wrong; names the file (and line/column if known)."""


class StaleCompilationError(FstdeidError):
    """The compiled cascade does not match the grammar and lexicon sources."""


class DocumentError(FstdeidError):
    """One document could not be processed. Carries the document id, never its text."""

    def __init__(self, doc_id: str, reason: str, *, stage: str | None = None, offset: int | None = None):
        self.doc_id = doc_id
        self.reason = reason
        self.stage = stage
        self.offset = offset
        where = f" at offset {offset}" if offset is not None else ""
        in_stage = f" in stage {stage!r}" if stage else ""
        super().__init__(f"document {doc_id!r}{in_stage}{where}: {reason}")

    def __reduce__(self):
        # Worker processes send these back (Deidentifier.pipe, `deid --jobs`): the default pickling
        # would call DocumentError(message) and fail, which hangs a multiprocessing pool.
        return _document_error, (self.doc_id, self.reason, self.stage, self.offset)


def _document_error(doc_id: str, reason: str, stage: str | None, offset: int | None) -> DocumentError:
    return DocumentError(doc_id, reason, stage=stage, offset=offset)
