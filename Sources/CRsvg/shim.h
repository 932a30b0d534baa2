// librsvg draws an asset catalogue's SVG into a Cairo context.
#include <librsvg/rsvg.h>
