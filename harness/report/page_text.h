// Text from a log made safe for the HTML page: as element text or an
// attribute value, and as a JSON string inside a <script> element.
#ifndef HARNESS_REPORT_PAGE_TEXT_H_
#define HARNESS_REPORT_PAGE_TEXT_H_

#include <string>

namespace harness {

// &, <, > and " as entities.
std::string HtmlEscape(const std::string& text);

// A JSON string that is also safe inside <script>: no "</" can close it.
std::string ScriptJsonString(const std::string& text);

}  // namespace harness

#endif  // HARNESS_REPORT_PAGE_TEXT_H_
