// poppler-glib draws an asset catalogue's vector PDF into a Cairo context; its C API is the
// GLib one (the core library is C++).
#include <poppler.h>
