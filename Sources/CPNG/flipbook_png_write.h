// flipbook_png_write.h: the one place where libpng's setjmp/longjmp error handling lives.
//
// libpng reports errors by calling an error function that must not return: by default it
// longjmps back to a setjmp point. A longjmp across Swift frames is undefined behaviour, so the
// whole write (every libpng call that can fail) runs inside this C function, which owns the
// setjmp point. The only Swift code libpng calls from here is the write callback, which never
// raises a libpng error, so a longjmp only ever unwinds libpng's own C frames.
#ifndef FLIPBOOK_PNG_WRITE_H
#define FLIPBOOK_PNG_WRITE_H

#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>

/// Where the error and warning functions leave libpng's messages.
typedef struct {
    char message[160];
    /// The last warning before the error: libpng often says why there (for example "Image
    /// width exceeds user limit in IHDR" before the error "Invalid IHDR data").
    char warning[160];
} flipbook_png_error;

/// What to write and how; the pixels are RGBA8 rows of `row_bytes` each.
typedef struct {
    png_uint_32 width;
    png_uint_32 height;
    const unsigned char *rgba;
    size_t row_bytes;
    /// 1: write RGBA; 0: write RGB, dropping every fourth byte (the image is opaque).
    int keep_alpha;
    int compression_level;
    int compression_strategy;
    /// A mask of PNG_FILTER_* values.
    int filters;
} flipbook_png_write_request;

static void flipbook_png_on_error(png_structp png, png_const_charp message) {
    flipbook_png_error *error = (flipbook_png_error *)png_get_error_ptr(png);
    if (error != NULL) {
        strncpy(error->message, message != NULL ? message : "unknown libpng error",
                sizeof(error->message) - 1);
        error->message[sizeof(error->message) - 1] = '\0';
    }
    png_longjmp(png, 1);
}

static void flipbook_png_on_warning(png_structp png, png_const_charp message) {
    // A warning alone does not stop the write; it is kept to explain a following error.
    flipbook_png_error *error = (flipbook_png_error *)png_get_error_ptr(png);
    if (error != NULL && message != NULL) {
        strncpy(error->warning, message, sizeof(error->warning) - 1);
        error->warning[sizeof(error->warning) - 1] = '\0';
    }
}

/// Encodes one image through `write_fn` (called with `io` as libpng's io pointer).
/// Returns 0 on success, or 1 with the reason in `error`.
static inline int flipbook_png_write(const flipbook_png_write_request *request,
                                     png_rw_ptr write_fn, void *io,
                                     flipbook_png_error *error) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error,
                                              flipbook_png_on_error, flipbook_png_on_warning);
    if (png == NULL) {
        strncpy(error->message, "png_create_write_struct failed", sizeof(error->message) - 1);
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        strncpy(error->message, "png_create_info_struct failed", sizeof(error->message) - 1);
        return 1;
    }
    // `png` and `info` are not modified after this point, so they need not be volatile.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, io, write_fn, NULL);
    png_set_IHDR(png, info, request->width, request->height, 8,
                 request->keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, request->compression_level);
    png_set_compression_strategy(png, request->compression_strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);
    png_write_info(png, info);
    if (!request->keep_alpha) {
        // The rows stay RGBA in memory; libpng strips the filler byte as it writes.
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    for (png_uint_32 y = 0; y < request->height; y++) {
        png_write_row(png, request->rgba + (size_t)y * request->row_bytes);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

#endif
