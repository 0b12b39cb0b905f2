#!/usr/bin/env bash
# The documentation checks are Scripts/check-docs.py (Python 3, standard library only); this
# wrapper keeps `bash Scripts/check-docs.sh` working.
exec python3 "$(dirname "$0")/check-docs.py" "$@"
