import CashDashModel
import Foundation

/// The GitHub Actions workflow `cashdash init` and `cashdash ci github` write into `.github/workflows/cashdash.yml`:
/// it installs the released Cash Dash (its tarball checked against its SHA-256), builds the site and deploys it to
/// GitHub Pages on every push, and each weekday after the ECB publishes runs `cashdash daily`; it commits the new rate
/// snapshots and the codes a build gives new students.
public enum GitHubWorkflow {
    /// Where the workflow goes, inside the site folder (which is the repository's top folder).
    public static let path = ".github/workflows/cashdash.yml"

    /// The schedule: 16:23 UTC, Monday to Friday. The ECB publishes at about 16:00 CET, which is 15:00 UTC in
    /// winter and 14:00 UTC in summer, so this is after it all year; and it is not on the hour, when GitHub delays
    /// or drops many scheduled runs.
    public static let schedule = "23 16 * * 1-5"

    /// The `schedule:` trigger of a site that follows exchange rates.
    private static let scheduleTrigger = """
          schedule:
            # 16:23 UTC, Monday to Friday: after the ECB publishes its rates at about 16:00 CET (15:00 UTC in
            # winter, 14:00 UTC in summer), and not on the hour, when GitHub delays or drops many scheduled runs.
            - cron: "\(schedule)"

        """

    /// The workflow's text, installing Cash Dash `version` from `releases`. A site that `followsRates` (its site.yml
    /// has `rates:`) is also built on weekdays with the day's rates; any other only when pushed.
    public static func text(
        version: String = BuildInfo.version, releases: String = BuildInfo.releasesURL, followsRates: Bool = true
    ) -> String {
        let purpose =
            followsRates
            ? """
            # push, and on weekdays fetches the day's exchange rates, commits them and publishes the site again.
            """
            : """
            # push. (With `rates:` in site.yml, remove this file and run `cashdash ci github` for a weekday schedule.)
            """
        return header(purpose: purpose, followsRates: followsRates, version: version, releases: releases) + buildJob
            + deployJob
    }

    /// The workflow up to its jobs: what it is, when it runs, what it may do, and what it installs.
    private static func header(purpose: String, followsRates: Bool, version: String, releases: String) -> String {
        return """
            # Written by `cashdash init` (or `cashdash ci github`): builds this site and puts it on GitHub Pages on every
            \(purpose)
            # Once: in the repository's Settings > Pages, set "Source" to "GitHub Actions".
            name: Cash Dash

            on:
              push:
                branches: [main]
            \(followsRates ? scheduleTrigger : "")  workflow_dispatch:

            permissions:
              contents: write   # to commit the day's rate snapshots and new students' codes
              pages: write      # to publish the site
              id-token: write   # which GitHub Pages asks for

            # One run at a time, so two runs never commit rates or publish at once.
            concurrency:
              group: cashdash
              cancel-in-progress: false

            env:
              CASHDASH_VERSION: "\(version)"
              CASHDASH_RELEASES: \(releases)
              # Optional: the tarball's SHA-256 from the release page, checked as well as the .sha256 file beside it.
              CASHDASH_SHA256: ""
              SITE: .


            """
    }

    /// The job that installs Cash Dash, builds the site (with the day's rates on schedule), commits the new rates
    /// and students' codes, and uploads the site.
    private static let buildJob = """
        jobs:
          build:
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v5
              - name: Install Cash Dash
                run: |
                  name="cashdash-${CASHDASH_VERSION}-linux-x86_64"
                  curl -fsSL --retry 3 -o "$name.tar.gz" "$CASHDASH_RELEASES/download/v$CASHDASH_VERSION/$name.tar.gz"
                  curl -fsSL --retry 3 -o "$name.tar.gz.sha256" "$CASHDASH_RELEASES/download/v$CASHDASH_VERSION/$name.tar.gz.sha256"
                  sha256sum --check "$name.tar.gz.sha256"
                  if [ -n "$CASHDASH_SHA256" ]; then echo "$CASHDASH_SHA256  $name.tar.gz" | sha256sum --check; fi
                  tar -xzf "$name.tar.gz"
                  sudo install -m 755 "$name/cashdash" /usr/local/bin/cashdash
                  rm -r "$name" "$name.tar.gz" "$name.tar.gz.sha256"
                  cashdash --version
              # Where Pages publishes the site (https://USER.github.io/REPO, or its own domain), for the links that
              # must be whole addresses: the 404 page's, the sitemap's and the feed's.
              - id: pages
                uses: actions/configure-pages@v6
              - name: Fetch today's rates and build
                if: github.event_name == 'schedule'
                run: cashdash daily --site "$SITE" --base-url "${{ steps.pages.outputs.base_url }}"
              - name: Build
                if: github.event_name != 'schedule'
                run: cashdash build --site "$SITE" --base-url "${{ steps.pages.outputs.base_url }}"
              # The students' codes the build gave new students are kept too, and the checkbook codes and salt:
              # made afresh on every run, each student's code would change, and the teacher would never see the list.
              - name: Commit the new rate snapshots and students' codes
                run: |
                  for kept in "$SITE/Content/rates" "$SITE/Content/class/\(StudentCodes.fileName)" \\
                    "$SITE/Content/class/\(StudentCodes.Kind.checkbook.fileName)" \\
                    "$SITE/Content/class/\(CheckbookSalt.fileName)"; do
                    if [ -e "$kept" ]; then git add -- "$kept"; fi
                  done
                  if git diff --cached --quiet; then echo "No new rates or codes to commit"; exit 0; fi
                  git config user.name "github-actions[bot]"
                  git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
                  git commit -m "Exchange rates and students' codes of $(date -u +%Y-%m-%d)"
                  git push
              - uses: actions/upload-pages-artifact@v4
                with:
                  path: ${{ env.SITE }}/Output


        """

    /// The job that deploys the uploaded site to GitHub Pages.
    private static let deployJob = """
          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v5

        """
}
