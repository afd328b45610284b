// The report's viewer files (harness/report/assets/), embedded at build
// time by the report_assets_cc genrule: the style sheet and the scripts,
// the shell first and then one per game.
#ifndef HARNESS_REPORT_REPORT_ASSETS_H_
#define HARNESS_REPORT_REPORT_ASSETS_H_

namespace harness {

extern const char kReportStyle[];
extern const char kReportScript[];
// "sha256-<base64>" of kReportScript, for the page's Content-Security-Policy.
extern const char kReportScriptHash[];

}  // namespace harness

#endif  // HARNESS_REPORT_REPORT_ASSETS_H_
