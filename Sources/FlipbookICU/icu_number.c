#include "flipbook_icu.h"
#include <unicode/unumberformatter.h>

// ICU renames its C functions per version (unumf_openForSkeletonAndLocale_72): calling them
// from C, through ICU's own header, keeps that out of the Swift code.
int32_t flipbook_icu_format_number(
    const uint16_t *skeleton, int32_t skeletonLength, const char *locale, double value,
    uint16_t *output, int32_t capacity)
{
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter =
        unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeletonLength, locale, &status);
    if (U_FAILURE(status)) {
        unumf_close(formatter);
        return -1;
    }
    UFormattedNumber *result = unumf_openResult(&status);
    int32_t length = -1;
    if (U_SUCCESS(status)) {
        unumf_formatDouble(formatter, value, result, &status);
        if (U_SUCCESS(status)) {
            length = unumf_resultToString(result, (UChar *)output, capacity, &status);
            if (U_FAILURE(status) || length > capacity) length = -1;
        }
    }
    unumf_closeResult(result);
    unumf_close(formatter);
    return length;
}
