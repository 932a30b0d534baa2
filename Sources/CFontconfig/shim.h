// fontconfig is the last step of per-character font fallback, after the pinned font files.
#include <fontconfig/fontconfig.h>
