#ifndef CCURLFETCH_H
#define CCURLFETCH_H

#include <stddef.h>

/// Receives bytes of an answer (body or one header line); returns `count` to go on, or 0 to stop the transfer.
typedef size_t (*cashdash_receive)(const char *bytes, size_t count, void *context);

/// One HTTP GET with libcurl (loaded at run time, as Foundation's networking loads it), which decodes nothing:
/// no `Accept-Encoding` is offered, so the bytes counted are the bytes held. `timeout_ms` bounds the whole transfer,
/// `max_size` a declared `Content-Length`; `body` and `header` may stop it at any byte. Follows up to five
/// redirects, over HTTP and HTTPS only.
///
/// Returns libcurl's result code (0 when the answer arrived whole), or -1 when libcurl cannot be loaded; `status`
/// is the HTTP status, `message` libcurl's words for a failure.
int cashdash_http_get(const char *url, const char *user_agent, long timeout_ms, long long max_size,
                      cashdash_receive body, cashdash_receive header, void *context,
                      long *status, char *message, size_t message_size);

#endif
