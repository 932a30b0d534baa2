#include <png.h>
// For the zlib strategy constants (Z_RLE, Z_FILTERED, ...) given to png_set_compression_strategy.
#include <zlib.h>
#include "flipbook_png_write.h"
