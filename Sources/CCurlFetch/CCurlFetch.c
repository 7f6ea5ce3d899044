#include "CCurlFetch.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

// The few libcurl declarations used, as curl/curl.h has them (its ABI has been stable since 7.16).
typedef void CURL;
struct curl_slist;
typedef CURL *(*curl_easy_init_f)(void);
typedef int (*curl_easy_setopt_f)(CURL *, int, ...);
typedef int (*curl_easy_perform_f)(CURL *);
typedef int (*curl_easy_getinfo_f)(CURL *, int, ...);
typedef void (*curl_easy_cleanup_f)(CURL *);
typedef const char *(*curl_easy_strerror_f)(int);
typedef struct curl_slist *(*curl_slist_append_f)(struct curl_slist *, const char *);
typedef void (*curl_slist_free_all_f)(struct curl_slist *);

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_USERAGENT = 10018, OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029, OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079, OPT_FOLLOWLOCATION = 52,
    OPT_MAXREDIRS = 68, OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156, OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182, OPT_MAXFILESIZE_LARGE = 30117, INFO_RESPONSE_CODE = 0x200002,
    PROTO_HTTP_HTTPS = 1 | 2, ERROR_SIZE = 256,
};

struct receiver {
    cashdash_receive receive;
    void *context;
};

static size_t deliver(char *bytes, size_t size, size_t count, void *userdata) {
    struct receiver *receiver = userdata;
    return receiver->receive(bytes, size * count, receiver->context) == size * count ? size * count : 0;
}

int cashdash_http_get(const char *url, const char *user_agent, long timeout_ms, long long max_size,
                      cashdash_receive body, cashdash_receive header, void *context,
                      long *status, char *message, size_t message_size) {
    *status = 0;
    if (message_size > 0) message[0] = 0;
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) library = dlopen("libcurl.4.dylib", RTLD_NOW | RTLD_LOCAL);
    if (!library) return -1;
    curl_easy_init_f init = (curl_easy_init_f)dlsym(library, "curl_easy_init");
    curl_easy_setopt_f setopt = (curl_easy_setopt_f)dlsym(library, "curl_easy_setopt");
    curl_easy_perform_f perform = (curl_easy_perform_f)dlsym(library, "curl_easy_perform");
    curl_easy_getinfo_f getinfo = (curl_easy_getinfo_f)dlsym(library, "curl_easy_getinfo");
    curl_easy_cleanup_f cleanup = (curl_easy_cleanup_f)dlsym(library, "curl_easy_cleanup");
    curl_easy_strerror_f strerror_ = (curl_easy_strerror_f)dlsym(library, "curl_easy_strerror");
    curl_slist_append_f append = (curl_slist_append_f)dlsym(library, "curl_slist_append");
    curl_slist_free_all_f free_all = (curl_slist_free_all_f)dlsym(library, "curl_slist_free_all");
    CURL *curl = (init && setopt && perform && getinfo && cleanup && strerror_ && append && free_all) ? init() : NULL;
    // libcurl stays loaded (no dlclose): Foundation may use it too, and its TLS library registers exit handlers.
    if (!curl) return -1;
    struct receiver body_receiver = {body, context}, header_receiver = {header, context};
    char error[ERROR_SIZE] = {0};
    struct curl_slist *headers = append(NULL, "Accept-Encoding: identity");
    setopt(curl, OPT_URL, url);
    setopt(curl, OPT_USERAGENT, user_agent);
    setopt(curl, OPT_HTTPHEADER, headers);
    setopt(curl, OPT_ERRORBUFFER, error);
    setopt(curl, OPT_WRITEFUNCTION, deliver);
    setopt(curl, OPT_WRITEDATA, &body_receiver);
    setopt(curl, OPT_HEADERFUNCTION, deliver);
    setopt(curl, OPT_HEADERDATA, &header_receiver);
    setopt(curl, OPT_NOSIGNAL, 1L);
    setopt(curl, OPT_TIMEOUT_MS, timeout_ms);
    setopt(curl, OPT_CONNECTTIMEOUT_MS, timeout_ms);
    setopt(curl, OPT_FOLLOWLOCATION, 1L);
    setopt(curl, OPT_MAXREDIRS, 5L);
    setopt(curl, OPT_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    setopt(curl, OPT_REDIR_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    setopt(curl, OPT_MAXFILESIZE_LARGE, (long long)max_size);
    int result = perform(curl);
    getinfo(curl, INFO_RESPONSE_CODE, status);
    if (result != 0 && message_size > 0) snprintf(message, message_size, "%s", error[0] ? error : strerror_(result));
    cleanup(curl);
    free_all(headers);
    return result;
}
