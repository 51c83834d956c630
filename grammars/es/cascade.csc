# The Spanish cascade: one stage per line, applied in order.
# "file"           mode     state     repeat
"blocking.py"      Replace  Enabled   1
"dates.py"         Merge    Enabled   1
"contacts.py"      Merge    Enabled   1
"places.py"        Merge    Enabled   1
