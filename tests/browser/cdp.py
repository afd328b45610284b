"""Headless Chromium driven through the DevTools protocol over
--remote-debugging-pipe (fd 3 in, fd 4 out, NUL-terminated JSON), with the
standard library only: navigate, evaluate, press keys, take screenshots."""

import base64
import json
import os
import shutil
import subprocess
import tempfile


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def test_browser():
    """For a test: (Chromium's path, None), or (None, the test's exit code)
    after saying why there is none: skipped, but under CI=true a failure."""
    binary = find_chromium()
    if binary is not None:
        return binary, None
    if os.environ.get("CI") == "true":
        print("FAIL: Chromium is not installed, and under CI=true this test must run")
        return None, 1
    print("SKIPPED: Chromium is not installed (apt-get install chromium)")
    return None, 0


class Chromium:
    def __init__(self, binary, width=1200, height=900):
        self._profile = tempfile.mkdtemp(prefix="cdp-profile-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        args = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--remote-debugging-pipe", f"--window-size={width},{height}",
                f"--user-data-dir={self._profile}", "about:blank"]
        # The browser reads commands on fd 3 and writes answers on fd 4.
        self._process = subprocess.Popen(
            ["bash", "-c", f'exec "$0" "$@" 3<&{to_browser_r} 4>&{from_browser_w}'] + args,
            pass_fds=(to_browser_r, from_browser_w), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.events = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self._session = self.call("Target.attachToTarget", targetId=target,
                                  flatten=True)["sessionId"]
        self.call("Page.enable", session=True)

    def _read_message(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, session=False, **params):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self._session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read_message()
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_for_event(self, method):
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read_message())

    def navigate(self, url):
        self.events.clear()
        self.call("Page.navigate", session=True, url=url)
        self.wait_for_event("Page.loadEventFired")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", session=True, expression=expression,
                           returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def press(self, key, code=None, key_code=0):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", session=True, type=kind, key=key,
                      code=code or key, windowsVirtualKeyCode=key_code)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", session=True, format="png",
                         captureBeyondViewport=False)["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close")
        except RuntimeError:
            pass
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
