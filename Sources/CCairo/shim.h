#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
