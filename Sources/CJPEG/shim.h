#include "flipbook_jpeg_read.h"
