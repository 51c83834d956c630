"""Unitex resources: graphs (`.grf`) compiled to stages, and Unitex cascades (`.csc`).

* `load_grf_stage(path)` / `compile_graph(path)`: the `Stage` of a graph and the graphs it calls
  (see `fstdeid.unitex.compile` for what is supported and how each construct is read);
* `read_grf(path)`: the boxes of a graph, split into lines and items;
* Unitex `.csc` cascades are read by `fstdeid.language.read_cascade` (a `cascade.csc` may be one:
  `M`/`R` modes, `.fst2` names read as the `.grf` next to them), and DELAF/DELAS dictionaries by
  `fstdeid.lexicon` (`format = "dela"` in a lexicon.toml, with `.dic` files).
"""

from .compile import compile_graph, load_grf_stage
from .grf import Box, Graph, Item, read_grf, split_box

__all__ = ["compile_graph", "load_grf_stage", "read_grf", "split_box", "Graph", "Box", "Item"]
