// flipbook_jpeg_read.h: the one place where libjpeg's setjmp/longjmp error handling lives.
//
// libjpeg reports an error by calling `error_exit`, which must not return (by default it exits
// the process). A longjmp across Swift frames is undefined behaviour, so the whole decode runs
// inside this C function, which owns the setjmp point; libjpeg calls no Swift code from here.
#ifndef FLIPBOOK_JPEG_READ_H
#define FLIPBOOK_JPEG_READ_H

#include <stdio.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} flipbook_jpeg_error;

static void flipbook_jpeg_on_error(j_common_ptr info) {
    flipbook_jpeg_error *error = (flipbook_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a truncated file still gives its pixels) are not printed.
static void flipbook_jpeg_on_message(j_common_ptr info) { (void)info; }

static void flipbook_jpeg_copy(char *to, size_t size, const char *from) {
    if (size == 0) return;
    strncpy(to, from, size - 1);
    to[size - 1] = '\0';
}

/// Decodes a JPEG in memory to RGBA8 (alpha 255). Returns 0 and sets `*width`, `*height` and
/// `*rgba` (malloc'd; the caller frees it), or 1 with a message when the data is not a JPEG
/// libjpeg can read (CMYK, corrupt) or has more than `max_pixels` pixels.
static int flipbook_jpeg_decode(
    const unsigned char *bytes, unsigned long length, unsigned long max_pixels, int *width, int *height,
    unsigned char **rgba, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    flipbook_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = flipbook_jpeg_on_error;
    error.base.output_message = flipbook_jpeg_on_message;
    error.message[0] = '\0';
    if (setjmp(error.jump)) {
        flipbook_jpeg_copy(message, message_size, error.message[0] ? error.message : "not a readable JPEG");
        jpeg_destroy_decompress(&info);
        free(pixels);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, length);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (info.output_width == 0 || info.output_height == 0
        || (unsigned long)info.output_width * (unsigned long)info.output_height > max_pixels) {
        flipbook_jpeg_copy(message, message_size, "unsupported size");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    size_t row_bytes = (size_t)info.output_width * 4;
    pixels = (unsigned char *)malloc(row_bytes * info.output_height);
    if (pixels == NULL) {
        flipbook_jpeg_copy(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *rgba = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}

#endif
