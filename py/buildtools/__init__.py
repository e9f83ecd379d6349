"""Build helpers for build.py: vendoring, engine archive, PWA files, icons, dev server."""
