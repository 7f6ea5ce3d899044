/* The floor a full build is measured against (issue 49): each chapter rendered with libcmark-gfm, the extensions
 * the cmark-gfm command is run with in Benchmarks/build.sh, and written as its own page, OUT/NAME/index.html for
 * NAME.md, as a static site generator with nothing else to do would write it. No layout, search, links or records.
 *
 * Usage: floor OUT FILE.md...   (OUT must exist; Benchmarks/floor.sh compiles and runs it) */
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    *length = text ? fread(text, 1, (size_t)size, file) : 0;
    fclose(file);
    return text;
}

static int render(const char *path, const char *out) {
    size_t length = 0;
    char *markdown = read_file(path, &length);
    if (!markdown) return 1;
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    const char *names[] = {"table", "strikethrough", "autolink", "tasklist", "tagfilter"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[i]);
        if (extension) cmark_parser_attach_syntax_extension(parser, extension);
    }
    cmark_parser_feed(parser, markdown, length);
    cmark_node *document = cmark_parser_finish(parser);
    char *html = cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser));

    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    size_t stem = strlen(base) > 3 && !strcmp(base + strlen(base) - 3, ".md") ? strlen(base) - 3 : strlen(base);
    char folder[4096], page[4200];
    snprintf(folder, sizeof folder, "%s/%.*s", out, (int)stem, base);
    snprintf(page, sizeof page, "%s/index.html", folder);
    int failed = mkdir(folder, 0755) != 0 && errno != EEXIST;
    FILE *file = failed ? NULL : fopen(page, "wb");
    if (file) {
        failed = fwrite(html, 1, strlen(html), file) != strlen(html);
        failed |= fclose(file) != 0;
    } else {
        failed = 1;
    }
    free(html);
    cmark_node_free(document);
    cmark_parser_free(parser);
    free(markdown);
    return failed;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: floor OUT FILE.md...\n");
        return 2;
    }
    cmark_gfm_core_extensions_ensure_registered();
    int failures = 0;
    for (int i = 2; i < argc; i++) failures += render(argv[i], argv[1]);
    if (failures) fprintf(stderr, "floor: %d files could not be rendered or written\n", failures);
    return failures ? 1 : 0;
}
