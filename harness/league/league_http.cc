#include "harness/league/league_http.h"

#include <httplib.h>

#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "harness/league/league_pages.h"
#include "harness/report/html_report.h"
#include "harness/report/page_text.h"
#include "harness/report/report_assets.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

// Event streams at once: each holds a thread of the pool.
constexpr int kMaxStreams = 64;
constexpr int kThreads = kMaxStreams + 16;

// The site's pages run /league.js and nothing else; a replay runs the
// report's own script, admitted by its hash, as in a report file.
constexpr char kSitePolicy[] =
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

void Secure(httplib::Response& response, const std::string& policy = kSitePolicy) {
  response.set_header("Content-Security-Policy", policy);
  response.set_header("X-Content-Type-Options", "nosniff");
  response.set_header("Referrer-Policy", "no-referrer");
}

void Html(httplib::Response& response, const std::string& page) {
  Secure(response);
  response.set_content(page, "text/html; charset=utf-8");
}

void JsonBody(httplib::Response& response, const std::string& json, int status = 200) {
  Secure(response);
  response.status = status;
  response.set_content(json, "application/json");
}

void NotFound(httplib::Response& response, const std::string& what) {
  Secure(response);
  response.status = 404;
  response.set_content(absl::StrCat("not found: ", what, "\n"), "text/plain; charset=utf-8");
}

BoardOrder OrderOf(const httplib::Request& request) {
  return request.get_param_value("order") == "lower" ? BoardOrder::kLowerBound
                                                     : BoardOrder::kRating;
}

// The part of the path after `prefix` ("/bots/"), or "" when it holds a
// further slash.
std::string Tail(const httplib::Request& request, const std::string& prefix) {
  std::string tail = request.path.substr(prefix.size());
  return absl::StrContains(tail, "/") ? "" : tail;
}

int HttpStatus(const absl::Status& status) {
  switch (status.code()) {
    case absl::StatusCode::kPermissionDenied:
      return 403;
    case absl::StatusCode::kNotFound:
      return 404;
    case absl::StatusCode::kAlreadyExists:
      return 409;
    case absl::StatusCode::kResourceExhausted:
      return 413;
    case absl::StatusCode::kUnavailable:
      return 503;
    default:
      return 422;
  }
}

}  // namespace

absl::StatusOr<std::unique_ptr<LeagueSite>> LeagueSite::Listen(SiteSources sources,
                                                               const std::string& host, int port) {
  std::unique_ptr<LeagueSite> site(new LeagueSite());
  site->sources_ = std::move(sources);
  site->server_ = std::make_unique<httplib::Server>();
  httplib::Server& server = *site->server_;
  LeagueSite* self = site.get();
  const SiteSources& from = self->sources_;
  server.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  server.set_payload_max_length(static_cast<size_t>(from.max_submission_bytes));

  server.Get("/", [&from](const httplib::Request& request, httplib::Response& response) {
    Html(response, LeaderboardPage(*from.live->Snapshot(), *from.settings, OrderOf(request)));
  });
  server.Get("/league.js", [](const httplib::Request&, httplib::Response& response) {
    Secure(response);
    response.set_content(kLeagueScript, "text/javascript; charset=utf-8");
  });
  server.Get(R"(/bots/.+)", [&from](const httplib::Request& request, httplib::Response& response) {
    const std::string bot = Tail(request, "/bots/");
    std::optional<std::string> page = BotPage(*from.live->Snapshot(), bot);
    if (!page) return NotFound(response, "no such bot");
    Html(response, *page);
  });
  server.Get("/games", [&from](const httplib::Request&, httplib::Response& response) {
    Html(response, GamesPage(*from.live->Snapshot()));
  });
  server.Get(
      R"(/games/\d+)", [&from](const httplib::Request& request, httplib::Response& response) {
        int64_t id = 0;
        absl::StatusOr<tourney::v1::GameRecord> record =
            absl::SimpleAtoi(Tail(request, "/games/"), &id) ? from.game(id)
                                                            : absl::NotFoundError("no such game");
        if (!record.ok()) return NotFound(response, std::string(record.status().message()));
        Secure(response, absl::StrCat("default-src 'none'; script-src '", kReportScriptHash,
                                      "'; style-src 'unsafe-inline'; base-uri 'none'; "
                                      "form-action 'none'; frame-ancestors 'none'"));
        response.set_content(HtmlReport({*record}, absl::StrCat("League game ", id)),
                             "text/html; charset=utf-8");
      });
  server.Get("/api/leaderboard", [&from](const httplib::Request& request,
                                         httplib::Response& response) {
    JsonBody(response, LeaderboardJson(*from.live->Snapshot(), *from.settings, OrderOf(request)));
  });
  server.Get(R"(/api/bots/[^/]+)", [&from](const httplib::Request& request,
                                           httplib::Response& response) {
    std::optional<std::string> json = BotJson(*from.live->Snapshot(), Tail(request, "/api/bots/"));
    if (!json) return JsonBody(response, "{\"error\":\"no such bot\"}", 404);
    JsonBody(response, *json);
  });
  server.Get("/api/games", [&from](const httplib::Request&, httplib::Response& response) {
    JsonBody(response, GamesJson(*from.live->Snapshot()));
  });
  server.Get(R"(/api/games/\d+)", [&from](const httplib::Request& request,
                                          httplib::Response& response) {
    int64_t id = 0;
    absl::StatusOr<tourney::v1::GameRecord> record =
        absl::SimpleAtoi(Tail(request, "/api/games/"), &id) ? from.game(id)
                                                            : absl::NotFoundError("no such game");
    if (!record.ok()) {
      return JsonBody(response,
                      absl::StrCat("{\"error\":",
                                   ScriptJsonString(std::string(record.status().message())), "}"),
                      404);
    }
    JsonBody(response, RecordToJson(*record));
  });
  server.Get("/api/events", [self](const httplib::Request&, httplib::Response& response) {
    Secure(response);
    if (self->streams_.fetch_add(1) >= kMaxStreams) {
      --self->streams_;
      response.status = 503;
      response.set_content("too many event streams\n", "text/plain");
      return;
    }
    response.set_header("Cache-Control", "no-cache");
    auto seen = std::make_shared<int64_t>(-1);
    response.set_chunked_content_provider(
        "text/event-stream",
        [self, seen](size_t, httplib::DataSink& sink) {
          // A change event when the snapshot moves on, a comment every
          // second otherwise (so a closed connection is noticed).
          std::shared_ptr<const LiveSnapshot> snapshot =
              self->sources_.live->AwaitChange(*seen, absl::Seconds(1));
          if (self->stopping_) return false;
          std::string message = ": waiting\n\n";
          if (snapshot->sequence != *seen) {
            *seen = snapshot->sequence;
            message = absl::StrCat("event: change\ndata: ", ChangeJson(*snapshot), "\n\n");
          }
          return sink.write(message.data(), message.size());
        },
        [self](bool) { --self->streams_; });
  });
  // The body is read here, not by httplib: its own reading takes a body
  // sent as application/x-www-form-urlencoded (what `curl --data-binary`
  // sends unless told otherwise) for a form, refusing one past 8 KiB with a
  // 413 and parsing the rest into query parameters. An archive is an
  // archive whatever its Content-Type says.
  server.Post(R"(/api/bots/[^/]+/versions)", [&from](const httplib::Request& request,
                                                     httplib::Response& response,
                                                     const httplib::ContentReader& read_body) {
    // The whole body is read first, as httplib reads any other request's,
    // so the connection stays in step whatever the answer.
    if (request.is_multipart_form_data()) {
      read_body([](const httplib::MultipartFormData&) { return true; },
                [](const char*, size_t) { return true; });
      return JsonBody(response,
                      "{\"error\":\"send the tar archive as the body (curl --data-binary "
                      "@bot.tar), not as a multipart form\"}",
                      415);
    }
    std::string body;
    if (!read_body([&body](const char* data, size_t size) {
          body.append(data, size);
          return true;
        })) {
      return;  // past --max-submission-mb (httplib answers 413) or cut short
    }
    SiteSubmission submission;
    const std::string authorization = request.get_header_value("Authorization");
    if (!absl::StartsWith(authorization, "Bearer ")) {
      return JsonBody(response, "{\"error\":\"no token: send Authorization: Bearer TOKEN\"}", 401);
    }
    submission.token = authorization.substr(7);
    const std::string tail = request.path.substr(std::string("/api/bots/").size());
    submission.bot = tail.substr(0, tail.find('/'));
    submission.command = request.get_param_value("cmd");
    submission.protocol = request.get_param_value("protocol");
    submission.archive = std::move(body);
    std::vector<std::string> report;
    absl::StatusOr<LeagueVersion> version = from.submit(submission, &report);
    std::string lines;
    for (const std::string& line : report) {
      absl::StrAppend(&lines, lines.empty() ? "" : ",", ScriptJsonString(line));
    }
    if (!version.ok()) {
      return JsonBody(
          response,
          absl::StrCat("{\"error\":", ScriptJsonString(std::string(version.status().message())),
                       ",\"check\":[", lines, "]}"),
          HttpStatus(version.status()));
    }
    JsonBody(response,
             absl::StrCat(
                 "{\"bot\":", ScriptJsonString(version->bot), ",\"version\":", version->number,
                 ",\"sha256\":", ScriptJsonString(version->sha256),
                 ",\"state\":", ScriptJsonString(StateText(*version)), ",\"check\":[", lines, "]}"),
             201);
  });

  // httplib's own answers (an unknown path, a body past the cap, a request
  // it cannot parse) carry the site's headers too, and say what they are.
  server.set_error_handler(httplib::Server::HandlerWithResponse(
      [](const httplib::Request&, httplib::Response& response) {
        if (!response.has_header("Content-Security-Policy")) Secure(response);
        if (response.body.empty()) {
          response.set_content(absl::StrCat("HTTP ", response.status, "\n"),
                               "text/plain; charset=utf-8");
        }
        return httplib::Server::HandlerResponse::Unhandled;
      }));

  site->port_ =
      port == 0 ? server.bind_to_any_port(host) : (server.bind_to_port(host, port) ? port : -1);
  if (site->port_ <= 0) {
    return absl::UnavailableError(
        absl::StrCat("cannot listen on ", host, ":", port, " (in use, or not this machine's)"));
  }
  site->thread_ = std::make_unique<std::thread>([self] { self->server_->listen_after_bind(); });
  return site;
}

void LeagueSite::Stop() {
  if (thread_ == nullptr) return;
  stopping_ = true;
  server_->stop();
  thread_->join();
  thread_.reset();
}

LeagueSite::~LeagueSite() { Stop(); }

}  // namespace harness
