// HarfBuzz shapes text with its own OpenType font functions (hb-ot), reading the font files
// directly: no FreeType face is shared between the shaper and cairo, so shaping needs no lock.
#include <hb.h>
#include <hb-ot.h>
