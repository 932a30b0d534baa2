// ICU's number formatter writes measurements as Apple's Foundation does (Foundation formats
// them with ICU too): the unit converted for a usage and a locale, and the unit's localized
// name. Only plain C types cross this header: Foundation brings its own copy of ICU's headers
// into every Swift module, and ICU's types from Debian's headers would clash with them.
#pragma once
#include <stdint.h>

/// Formats `value` with an ICU number skeleton ("measure-unit/length-meter usage/road
/// unit-width-short") in `locale`. Writes UTF-16 to `output` and returns its length, or -1
/// when ICU does not take the skeleton or the text does not fit.
int32_t flipbook_icu_format_number(
    const uint16_t *skeleton, int32_t skeletonLength, const char *locale, double value,
    uint16_t *output, int32_t capacity);
