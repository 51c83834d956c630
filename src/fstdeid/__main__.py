"""`python -m fstdeid ...` runs the command-line tool, like the `fstdeid` script."""

from .cli import main

main(prog_name="fstdeid")
