#ifndef TipWriteback_h
#define TipWriteback_h

/// Asks the kernel to start writing `count` bytes of the file open on `descriptor`, from byte
/// `offset`, to storage, and returns without waiting for them: Linux's sync_file_range(2) with
/// SYNC_FILE_RANGE_WRITE, which Swift's Glibc module does not import (it is a GNU extension).
/// Returns 0, or -1 with errno set (ESPIPE for a pipe, for instance); returns 0 and does nothing
/// on other systems.
int tip_start_writeback(int descriptor, long long offset, long long count);

#endif
