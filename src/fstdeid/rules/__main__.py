"""`python -m fstdeid.rules STAGE.py|STAGE.rules`: print a stage file as rule-language text.

A Python stage file is converted (its STAGE written as rules); a `.rules` file is parsed and written
back in canonical form (macros expanded), which also checks it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..errors import FstdeidError


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m fstdeid.rules STAGE_FILE(.py|.rules)", file=sys.stderr)
        return 2
    from ..language import load_stage_file
    from .format import format_stage

    try:
        sys.stdout.write(format_stage(load_stage_file(Path(argv[0])), lenient=True))
    except FstdeidError as e:
        print(f"fstdeid: error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
