-- wrk script for `npm run bench -- --load wrk`: POSTs (or GETs) the scenario's bodies in turn,
-- one JSON body per line of the file named by the first script argument, with the method given
-- as the second. Each request is formatted once, at start: formatting it for every request cost
-- wrk about a fifth more CPU, which this 2-core box takes from the server.
local requests = {}
local i = 0

function init(args)
  wrk.method = args[2]
  for line in io.lines(args[1]) do
    requests[#requests + 1] = wrk.format(nil, nil, nil, line ~= "" and line or nil)
  end
end

function request()
  i = i % #requests + 1
  return requests[i]
end
