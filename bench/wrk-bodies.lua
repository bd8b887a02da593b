-- wrk script for `npm run bench -- --load wrk`: POSTs (or GETs) the scenario's bodies in turn,
-- one JSON body per line of the file named by the first script argument, with the method given
-- as the second.
local bodies = {}
local i = 0

function init(args)
  wrk.method = args[2]
  for line in io.lines(args[1]) do
    bodies[#bodies + 1] = line
  end
end

function request()
  i = i % #bodies + 1
  local body = bodies[i]
  if body == "" then
    return wrk.format(nil, nil, nil, nil)
  end
  return wrk.format(nil, nil, nil, body)
end
