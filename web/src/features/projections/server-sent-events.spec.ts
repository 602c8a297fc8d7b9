import { serverSentEventParser } from './server-sent-events';
import { LONGEST_RETRY_MS, retryDelay } from './snapshot-stream';

describe('serverSentEventParser', () => {
  it('gives each event once its blank line arrives, with its name and its data lines joined', () => {
    const parser = serverSentEventParser();
    expect(parser.push('event: snapshot\ndata: {"a":\ndata: 1}\n')).toEqual([]);
    expect(parser.push('\nevent: snapshot\ndata: 2\n\n')).toEqual([
      { event: 'snapshot', data: '{"a":\n1}' },
      { event: 'snapshot', data: '2' },
    ]);
  });

  it('puts back together what arrives cut anywhere, a \\r\\n between two pieces included', () => {
    const text = ': keep-alive\r\nevent: snapshot\r\ndata: {"at":"x"}\r\n\r\ndata: plain\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = serverSentEventParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect({ cut, events }).toEqual({
        cut,
        events: [
          { event: 'snapshot', data: '{"at":"x"}' },
          { event: 'message', data: 'plain' },
        ],
      });
    }
  });

  it('skips comments, ids, retries and events without data', () => {
    const parser = serverSentEventParser();
    expect(parser.push(':comment\nid: 7\nretry: 1000\nevent: snapshot\n\ndata:no space\n\n')).toEqual([
      { event: 'message', data: 'no space' },
    ]);
  });
});

describe('retryDelay', () => {
  it('waits 1 s after a drop, then doubles while connections fail, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      LONGEST_RETRY_MS,
      30_000,
    ]);
  });
});
